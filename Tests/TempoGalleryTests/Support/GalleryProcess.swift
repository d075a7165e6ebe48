import Foundation

/// The built `tempo-gallery` executable and the command-line tools the window tests drive it
/// with (xdotool, ImageMagick's `import`).
enum GalleryProcess {
  /// The executable next to the test bundle (where `swift build --build-tests` puts it), or nil.
  static let path: String? = {
    guard let runner = CommandLine.arguments.first else { return nil }
    let path = URL(fileURLWithPath: runner).resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("tempo-gallery").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }()

  /// Whether an X display and xdotool and import are there (`.ci/with-xvfb` provides them).
  static let hasDisplay =
    !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
    && tool("xdotool") != nil && tool("import") != nil

  /// The full path of `name` on PATH, or nil.
  static func tool(_ name: String) -> String? {
    (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
      .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

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

  /// Runs the tool `name` with `arguments` to its end; returns its exit status and standard
  /// output.
  @discardableResult
  static func run(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool(name) ?? name)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
