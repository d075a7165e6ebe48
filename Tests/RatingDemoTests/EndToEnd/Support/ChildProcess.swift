import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How a child process ended, and what it printed.
struct ProcessOutcome {
  /// The exit status, or the signal number when ``wasSignalled``.
  let status: Int32
  /// Whether a signal ended the process (then ``status`` is the signal).
  let wasSignalled: Bool
  /// Whether the process outlived its timeout and had to be killed.
  let timedOut: Bool
  /// Everything written to standard output.
  let standardOutput: String
  /// Everything written to standard error.
  let standardError: String

  /// The lines on standard error, without empty ones.
  var errorLines: [String] {
    standardError.split(separator: "\n").map(String.init)
  }

  /// Whether the process exited by itself with `code`.
  func exited(with code: Int32) -> Bool { !timedOut && !wasSignalled && status == code }
}

/// A child process started with Foundation's `Process`, its output captured in files.
///
/// Nothing it does can hang a test: ``waitForExit(timeout:)`` sends SIGTERM, then SIGKILL, when
/// the timeout passes, and deinit kills a process that is still running.
final class ChildProcess {
  private let process = Process()
  private let outputURL: URL
  private let errorURL: URL

  /// Starts `executable` with `arguments`; `environment` changes the inherited environment
  /// (a nil value removes the variable).
  init(_ executable: String, _ arguments: [String], environment: [String: String?] = [:]) throws {
    let stem = "tempo-e2e-\(UUID().uuidString)"
    let temporary = URL(fileURLWithPath: NSTemporaryDirectory())
    outputURL = temporary.appendingPathComponent("\(stem).out")
    errorURL = temporary.appendingPathComponent("\(stem).err")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    var inherited = Self.inheritedEnvironment
    for (name, value) in environment { inherited[name] = value }
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = inherited
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    try Self.withTerminationSignalsUnblocked { try process.run() }
  }

  /// Runs `body` with SIGINT and SIGTERM unblocked on this thread, so that a child spawned in it
  /// starts with them unblocked, as from a shell. (Swift's concurrency threads block them, and
  /// a child inherits the blocked mask: SDL would never see a SIGTERM.)
  private static func withTerminationSignalsUnblocked(_ body: () throws -> Void) rethrows {
    var unblock = sigset_t()
    var previous = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, SIGINT)
    sigaddset(&unblock, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &unblock, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    try body()
  }

  /// The test process's environment, read once: every child starts from this copy.
  static let inheritedEnvironment = ProcessInfo.processInfo.environment

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: outputURL)
    try? FileManager.default.removeItem(at: errorURL)
  }

  /// The process id.
  var pid: Int32 { process.processIdentifier }

  /// Whether the process has not exited yet.
  var isRunning: Bool { process.isRunning }

  /// What the process has written to standard output so far.
  var standardOutputSoFar: String {
    (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
  }

  /// What the process has written to standard error so far.
  var standardErrorSoFar: String {
    (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
  }

  /// Sends `signal` (for example SIGTERM) to the process.
  func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

  /// Waits until the process exits, at most `timeout` seconds; past that it is terminated
  /// (SIGTERM, then SIGKILL a second later) and the outcome says it timed out.
  func waitForExit(timeout: Double) async -> ProcessOutcome {
    let exited = await Self.poll(for: timeout) { !self.process.isRunning }
    if !exited {
      send(SIGTERM)
      if await Self.poll(for: 1, until: { !self.process.isRunning }) == false { send(SIGKILL) }
    }
    process.waitUntilExit()
    let read = { (url: URL) in (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
    return ProcessOutcome(
      status: process.terminationStatus, wasSignalled: process.terminationReason == .uncaughtSignal,
      timedOut: !exited, standardOutput: read(outputURL), standardError: read(errorURL))
  }

  /// Runs `executable` to completion (or `timeout` seconds) and returns how it ended.
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String?] = [:],
    timeout: Double = 30
  ) async throws -> ProcessOutcome {
    let child = try ChildProcess(executable, arguments, environment: environment)
    return await child.waitForExit(timeout: timeout)
  }

  /// Checks `condition` every 10 ms for up to `seconds`; returns whether it became true.
  static func poll(for seconds: Double, until condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
      if Date() >= deadline { return false }
      try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return true
  }

  /// The first executable called `name` on PATH, or nil.
  static func which(_ name: String) -> String? {
    let path = inheritedEnvironment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
