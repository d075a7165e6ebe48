import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A program run to completion as a child of the test process: its exit status and output.
struct ChildRun {
  /// The exit status (or the signal number when a signal ended it).
  let status: Int32
  /// Whether the run outlived its timeout and was killed.
  let timedOut: Bool
  /// Everything the child wrote to standard output.
  let standardOutput: String
  /// Everything the child wrote to standard error.
  let standardError: String

  /// Whether the child exited by itself with status 0.
  var succeeded: Bool { !timedOut && status == 0 }

  /// Runs `executable` with `arguments` and the test process's environment changed by
  /// `environment` (a nil value removes the variable); kills it after `timeout` seconds.
  ///
  /// Output goes to temporary files, not pipes, so a chatty child cannot block on a full pipe.
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String?] = [:],
    timeout: Double = 60
  ) async throws -> ChildRun {
    let stem = NSTemporaryDirectory() + "tempo-sdl-child-\(UUID().uuidString)"
    let (outputPath, errorPath) = (stem + ".out", stem + ".err")
    defer {
      try? FileManager.default.removeItem(atPath: outputPath)
      try? FileManager.default.removeItem(atPath: errorPath)
    }
    for path in [outputPath, errorPath] {
      _ = FileManager.default.createFile(atPath: path, contents: nil)
    }
    var merged = ProcessInfo.processInfo.environment
    for (name, value) in environment { merged[name] = value }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = merged
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline {
      try? await Task.sleep(nanoseconds: 10_000_000)
    }
    let timedOut = process.isRunning
    if timedOut { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
    return ChildRun(
      status: process.terminationStatus, timedOut: timedOut, standardOutput: read(outputPath),
      standardError: read(errorPath))
  }

  /// The first executable called `name` on PATH, or nil.
  static func which(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Runs this test binary again with only the Swift Testing tests whose identifier matches
  /// `filter` (a regular expression, for example `WindowTests/noDisplayChild`).
  static func runTests(
    matching filter: String, environment: [String: String?] = [:], timeout: Double = 60
  ) async throws -> ChildRun {
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
    return try await run(
      runner, ["--testing-library", "swift-testing", "--filter", filter],
      environment: environment, timeout: timeout)
  }
}
