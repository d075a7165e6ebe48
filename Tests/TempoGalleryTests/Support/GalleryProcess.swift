import Foundation
import TempoTestSupport

/// The built `tempo-gallery` executable and the command-line tools the window tests drive it
/// with (xdotool, ImageMagick's `import`).
enum GalleryProcess {
  /// The executable next to the test bundle (where `swift build --build-tests` puts it), or nil.
  static let path = ChildPrograms.built("tempo-gallery")

  /// Whether an X display and xdotool and import are there (`.ci/with-xvfb` provides them).
  static let hasDisplay = ChildPrograms.hasDisplay

  /// The full path of `name` on PATH, or nil.
  static func tool(_ name: String) -> String? { ChildPrograms.tool(name) }

  /// Starts `executable` with `arguments`, its output discarded.
  static func start(_ executable: String, _ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Runs `name` (a tool on PATH, or a path) with `arguments` to its end; returns its exit
  /// status, standard output and standard error (both small: read one after the other).
  @discardableResult
  static func run(_ name: String, _ arguments: [String]) throws -> (
    status: Int32, output: String, error: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool(name) ?? name)
    process.arguments = arguments
    let (output, error) = (Pipe(), Pipe())
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }
}
