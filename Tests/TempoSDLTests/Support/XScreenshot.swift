import Foundation
import TempoRender
import TempoSDL
import TempoTestSupport

/// Screenshots of a real X window, for the window pixel tests: xdotool finds the window by
/// title and ImageMagick's `import -window` reads its pixels from the X server.
enum XScreenshot {
  /// Whether `DISPLAY` is set and xdotool and import are installed.
  static let isAvailable =
    !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
    && ChildProcess.which("xdotool") != nil && ChildProcess.which("import") != nil

  /// Why the window pixel tests are skipped when ``isAvailable`` is false.
  static let missing =
    "no X display (run under .ci/with-xvfb) or xdotool/import (ImageMagick) missing"

  /// The id of the first visible window whose title matches `title` (a regular expression),
  /// or nil while there is none.
  static func window(titled title: String) async throws -> String? {
    let outcome = try await ChildProcess.run(
      try tool("xdotool"), ["search", "--onlyvisible", "--name", title], timeout: 10)
    return outcome.succeeded
      ? outcome.standardOutput.split(separator: "\n").first.map(String.init) : nil
  }

  /// Moves `window` to the screen's top-left corner and raises it. Without a window manager
  /// every window opens centred, and `import -window` reads what is on screen: another test's
  /// window opened over the centre would show in the screenshot.
  static func moveToCorner(window: String) async throws {
    for arguments in [["windowmove", window, "0", "0"], ["windowraise", window]] {
      _ = try await ChildProcess.run(try tool("xdotool"), arguments, timeout: 10)
    }
  }

  /// Saves `window`'s pixels as the PNG `path` and reads them back; nil when import fails
  /// (for example while the window is not mapped yet).
  static func capture(window: String, to path: String) async throws -> RGBAImage? {
    let outcome = try await ChildProcess.run(
      try tool("import"), ["-window", window, "png32:\(path)"], timeout: 10)
    guard outcome.succeeded else { return nil }
    return try await MainActor.run { try RGBAImage(pngFile: path) }
  }

  /// The path of `name` on PATH, or an error naming it.
  private static func tool(_ name: String) throws -> String {
    guard let path = ChildProcess.which(name) else {
      throw CocoaError(.fileNoSuchFile, userInfo: ["reason": "\(name) is not installed"])
    }
    return path
  }
}
