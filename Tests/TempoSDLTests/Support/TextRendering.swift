import Foundation
import TempoRender
import TempoSDL
import TempoScene

/// Renders text white on black for the text pixel tests.
@MainActor
enum TextRendering {
  /// `text` at `fontSize` points in `style`, white on black, its top-left at (`margin`,
  /// `margin`), in a frame of `size` points at scale 1, by `renderer` (default: a new offscreen
  /// renderer with the system's fonts).
  static func render(
    _ text: String, fontSize: Double = 40, style: FontStyle = FontStyle(),
    size: CGSize = CGSize(width: 480, height: 96), margin: Double = 8,
    renderer: (any RenderBackend)? = nil
  ) throws -> RGBAImage {
    let renderer = try renderer ?? OffscreenRenderer(size: size)
    return try renderer.render(
      DisplayList(
        size: size,
        commands: [
          .text(
            text, fontSize: fontSize, color: .white, origin: CGPoint(x: margin, y: margin),
            transform: .identity, opacity: 1, style: style)
        ]))
  }

  /// Writes `image` to `name`.png in the temporary directory (to look at) and returns its path.
  @discardableResult
  static func save(_ image: RGBAImage, _ name: String) throws -> String {
    let path = NSTemporaryDirectory() + "tempo-text-" + name + ".png"
    try image.writePNG(to: path)
    return path
  }

  /// The output of `tool` with `arguments`, trimmed (nil when it cannot run or fails).
  static func output(_ tool: String, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
