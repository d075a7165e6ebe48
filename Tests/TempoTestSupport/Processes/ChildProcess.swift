import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child process started with Foundation's `Process`, its output captured in files: the one
/// way Tempo's tests run a program (the demo, the gallery, xdotool, chromium, this test binary).
///
/// Nothing it does can hang a test: ``waitForExit(timeout:)`` sends SIGTERM, then SIGKILL, when
/// the timeout passes, and deinit kills a process that is still running. Output goes to
/// temporary files, not pipes, so a chatty child cannot block on a full pipe.
package final class ChildProcess {
  private let process = Process()
  private let outputURL: URL
  private let errorURL: URL

  /// Starts `executable` (a path, or a name looked up on PATH) with `arguments`; `environment`
  /// changes the inherited environment (a nil value removes the variable).
  package init(
    _ executable: String, _ arguments: [String], environment: [String: String?] = [:]
  ) throws {
    let stem = "tempo-e2e-\(UUID().uuidString)"
    let temporary = URL(fileURLWithPath: NSTemporaryDirectory())
    outputURL = temporary.appendingPathComponent("\(stem).out")
    errorURL = temporary.appendingPathComponent("\(stem).err")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    var inherited = Self.inheritedEnvironment
    for (name, value) in environment { inherited[name] = value }
    let path = executable.contains("/") ? executable : Self.which(executable) ?? executable
    process.executableURL = URL(fileURLWithPath: path)
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
  package static let inheritedEnvironment = ProcessInfo.processInfo.environment

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: outputURL)
    try? FileManager.default.removeItem(at: errorURL)
  }

  /// The process id.
  package var pid: Int32 { process.processIdentifier }

  /// Whether the process has not exited yet.
  package var isRunning: Bool { process.isRunning }

  /// What the process has written to standard output so far.
  package var standardOutputSoFar: String {
    (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
  }

  /// What the process has written to standard error so far.
  package var standardErrorSoFar: String {
    (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
  }

  /// Sends `signal` (for example SIGTERM) to the process.
  package func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

  /// Waits until the process exits, at most `timeout` seconds; past that it is terminated
  /// (SIGTERM, then SIGKILL a second later) and the outcome says it timed out.
  package func waitForExit(timeout: Double) async -> ProcessOutcome {
    let exited = await Self.poll(for: timeout) { !self.process.isRunning }
    if !exited {
      send(SIGTERM)
      if await Self.poll(for: 1, until: { !self.process.isRunning }) == false { send(SIGKILL) }
    }
    return outcome(timedOut: !exited)
  }

  /// Blocks until the process exits, at most `timeout` seconds; past that it is terminated
  /// (SIGTERM, then SIGKILL a second later) and the outcome says it timed out. For tests that
  /// are not async.
  package func waitForExit(blockingFor timeout: Double) -> ProcessOutcome {
    let exited = Self.pollBlocking(for: timeout) { !self.process.isRunning }
    if !exited {
      send(SIGTERM)
      if !Self.pollBlocking(for: 1, until: { !self.process.isRunning }) { send(SIGKILL) }
    }
    return outcome(timedOut: !exited)
  }

  /// Ends the process with SIGTERM (SIGKILL after 5 s) and waits for it.
  @discardableResult
  package func terminate() -> ProcessOutcome {
    if process.isRunning { send(SIGTERM) }
    return waitForExit(blockingFor: 5)
  }

  /// How the exited process ended, and everything it wrote.
  private func outcome(timedOut: Bool) -> ProcessOutcome {
    process.waitUntilExit()
    let read = { (url: URL) in (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
    return ProcessOutcome(
      status: process.terminationStatus, wasSignalled: process.terminationReason == .uncaughtSignal,
      timedOut: timedOut, standardOutput: read(outputURL), standardError: read(errorURL))
  }

  /// Runs `executable` to completion (or `timeout` seconds) and returns how it ended.
  package static func run(
    _ executable: String, _ arguments: [String], environment: [String: String?] = [:],
    timeout: Double = 30
  ) async throws -> ProcessOutcome {
    let child = try ChildProcess(executable, arguments, environment: environment)
    return await child.waitForExit(timeout: timeout)
  }

  /// Runs `executable` to completion (or `timeout` seconds), blocking, and returns how it ended.
  @discardableResult
  package static func runBlocking(
    _ executable: String, _ arguments: [String], environment: [String: String?] = [:],
    timeout: Double = 30
  ) throws -> ProcessOutcome {
    try ChildProcess(executable, arguments, environment: environment)
      .waitForExit(blockingFor: timeout)
  }

  /// Runs this test binary again with only the Swift Testing tests whose identifier matches
  /// `filter` (a regular expression, for example `WindowTests/noDisplayChild`).
  package static func runTestBinary(
    matching filter: String, environment: [String: String?] = [:], timeout: Double = 60
  ) async throws -> ProcessOutcome {
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
    return try await run(
      runner, ["--testing-library", "swift-testing", "--filter", filter],
      environment: environment, timeout: timeout)
  }

  /// Checks `condition` every 10 ms for up to `seconds`, blocking; returns whether it became
  /// true.
  private static func pollBlocking(for seconds: Double, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
      if Date() >= deadline { return false }
      usleep(10_000)
    }
    return true
  }

  /// Checks `condition` every 10 ms for up to `seconds`; returns whether it became true.
  package static func poll(for seconds: Double, until condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
      if Date() >= deadline { return false }
      try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return true
  }

  /// The first executable called `name` on PATH, or nil.
  package static func which(_ name: String) -> String? {
    let path = inheritedEnvironment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
