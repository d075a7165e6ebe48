import Foundation

/// Runs the built `rating-demo` binary as a subprocess, for the fault and fuzz tests.
struct DemoProcess {
  /// What a finished run left: its exit status (or 128 + signal) and its output.
  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
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

  /// A process ready to start with `arguments`; `environment` entries are added (a nil value
  /// removes the variable), and DISPLAY is removed unless given.
  static func make(_ arguments: [String], environment: [String: String?] = [:]) -> Process {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var merged = ProcessInfo.processInfo.environment
    merged["DISPLAY"] = nil
    for (key, value) in environment { merged[key] = value }
    process.environment = merged
    return process
  }

  /// Runs to the end (killed after `timeout` seconds) and collects the output.
  static func run(
    _ arguments: [String], environment: [String: String?] = [:], timeout: Double = 60
  ) throws -> Result {
    try run(make(arguments, environment: environment), timeout: timeout)
  }

  /// Runs `process` to the end (killed after `timeout` seconds); `whileRunning` is called once
  /// it has started.
  static func run(
    _ process: Process, timeout: Double = 60, whileRunning: (Process) -> Void = { _ in }
  ) throws -> Result {
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let collected = CollectedOutput()
    let group = DispatchGroup()
    for (pipe, isError) in [(output, false), (error, true)] {
      group.enter()
      DispatchQueue.global().async {
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        collected.store(data, isError: isError)
        group.leave()
      }
    }
    whileRunning(process)
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    group.wait()
    let status =
      process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
    return Result(
      status: status, standardOutput: collected.text(isError: false),
      standardError: collected.text(isError: true))
  }
}

/// Output read on background queues, kept under a lock.
private final class CollectedOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var output = Data()
  private var error = Data()

  func store(_ data: Data, isError: Bool) {
    lock.withLock { if isError { error = data } else { output = data } }
  }

  func text(isError: Bool) -> String {
    lock.withLock { String(decoding: isError ? error : output, as: UTF8.self) }
  }
}
