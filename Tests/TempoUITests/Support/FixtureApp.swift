import Foundation
import TempoTestSupport

/// The built `ui-fixture` app (a TempoUI app with `@main`, next to the test bundle, where
/// `swift build --build-tests` puts it) and the tools the tests drive it with.
enum FixtureApp {
  /// The executable's path, or nil when it was not built.
  static let path = ChildPrograms.built("ui-fixture")

  /// Starts `executable` (a path, or a tool on PATH) with `arguments`; its output goes to
  /// files, read back by the returned function once it has ended.
  static func start(_ executable: String, _ arguments: [String]) throws -> (
    process: Process, output: () -> String
  ) {
    let stem = NSTemporaryDirectory() + "ui-fixture-\(UUID().uuidString)"
    _ = FileManager.default.createFile(atPath: stem, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ChildProcess.which(executable) ?? executable)
    process.arguments = arguments
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: stem))
    process.standardError = process.standardOutput
    try process.run()
    return (
      process,
      {
        defer { try? FileManager.default.removeItem(atPath: stem) }
        return (try? String(contentsOfFile: stem, encoding: .utf8)) ?? ""
      }
    )
  }

  /// Runs `executable` with `arguments` to its end; its exit status and output.
  @discardableResult
  static func run(_ executable: String, _ arguments: [String]) throws -> (
    status: Int32, output: String
  ) {
    let (process, output) = try start(executable, arguments)
    process.waitUntilExit()
    return (process.terminationStatus, output())
  }
}
