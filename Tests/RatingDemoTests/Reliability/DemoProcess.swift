import Foundation
import TempoTestSupport

/// Runs the built `rating-demo` binary as a subprocess (a ``ChildProcess``), for the fault and
/// fuzz tests.
struct DemoProcess {
  /// What a finished run left: its exit status (or 128 + signal) and its output.
  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// The result of `outcome`, its status as a shell reports it.
    init(_ outcome: ProcessOutcome) {
      status = outcome.shellStatus
      standardOutput = outcome.standardOutput
      standardError = outcome.standardError
    }
  }

  /// The built `rating-demo` next to the test bundle (the same build directory).
  static var executable: URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = bundle.deletingLastPathComponent()
    for _ in 0..<3 {
      let candidate = directory.appendingPathComponent("rating-demo")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: ".build/debug/rating-demo")
  }

  /// Starts the demo with `arguments`; `environment` entries are added (a nil value removes the
  /// variable), and DISPLAY is removed unless given.
  static func start(_ arguments: [String], environment: [String: String?] = [:]) throws
    -> ChildProcess
  {
    var merged: [String: String?] = ["DISPLAY": nil]
    for (key, value) in environment { merged[key] = value }
    return try ChildProcess(executable.path, arguments, environment: merged)
  }

  /// Runs to the end (killed after `timeout` seconds) and collects the output; `whileRunning`
  /// is called once it has started.
  static func run(
    _ arguments: [String], environment: [String: String?] = [:], timeout: Double = 60,
    whileRunning: (ChildProcess) -> Void = { _ in }
  ) throws -> Result {
    let process = try start(arguments, environment: environment)
    whileRunning(process)
    return Result(process.waitForExit(blockingFor: timeout))
  }
}
