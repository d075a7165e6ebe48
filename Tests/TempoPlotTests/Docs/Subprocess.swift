import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child process started with `posix_spawnp`, its standard output and error going to files,
/// with default signal handling and an empty signal mask (so that SIGTERM ends it), and waited
/// for with `waitpid`.
final class Subprocess {
  /// The child's process id.
  let pid: pid_t
  private var exitStatus: Int32?

  /// Starts `arguments[0]` (found on `PATH`) with `arguments`, writing its standard output to
  /// `output` and its standard error to `errors` (both created or truncated).
  init(_ arguments: [String], output: String, errors: String) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let result = posix_spawnp(&pid, arguments[0], &actions, &attributes, &argv, environ)
    guard result == 0 else {
      throw SubprocessError(
        description: "cannot start \(arguments[0]): \(String(cString: strerror(result)))")
    }
    self.pid = pid
  }

  /// Waits for the child to exit; returns its exit status (-1 if a signal ended it).
  @discardableResult
  func wait() -> Int32 {
    if let exitStatus { return exitStatus }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let signaled = status & 0x7f
    let code = signaled == 0 ? (status >> 8) & 0xff : -1
    exitStatus = code
    return code
  }

  /// The first executable called `name` on `PATH`, or `nil`.
  static func which(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Ends the child with SIGTERM and waits for it.
  func terminate() {
    if exitStatus == nil { kill(pid, SIGTERM) }
    wait()
  }

  deinit { terminate() }
}

/// Why a subprocess could not start.
struct SubprocessError: Error, CustomStringConvertible {
  let description: String
}
