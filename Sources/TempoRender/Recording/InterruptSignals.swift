import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Catches SIGINT and SIGTERM so that a long job can stop cleanly between two steps.
///
/// While watching, the signals only set a flag; ``received`` tells which arrived. SIGPIPE is
/// ignored, so that writing to a program that exited (ffmpeg) is an error, not a crash.
package enum InterruptSignals {
  private static let lastSignal = Atomic<Int32>(0)

  /// Starts catching SIGINT and SIGTERM, and ignoring SIGPIPE.
  package static func watch() {
    lastSignal.store(0, ordering: .relaxed)
    signal(SIGPIPE, SIG_IGN)
    signal(SIGINT) { InterruptSignals.lastSignal.store($0, ordering: .relaxed) }
    signal(SIGTERM) { InterruptSignals.lastSignal.store($0, ordering: .relaxed) }
    unblock()
  }

  /// Unblocks SIGINT and SIGTERM on the calling thread.
  ///
  /// A parent may have started the process with them blocked (the mask is inherited, and a
  /// Swift concurrency thread blocks them): they would then stay pending, so neither a job
  /// watching for them nor SDL, which turns them into a quit event, would ever see them.
  package static func unblock() {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// The signal that arrived since ``watch()`` (SIGINT or SIGTERM), or nil.
  package static var received: Int32? {
    let value = lastSignal.load(ordering: .relaxed)
    return value == 0 ? nil : value
  }

  /// The conventional exit status for a job stopped by `signal`: 128 + the signal number.
  package static func exitStatus(for signal: Int32) -> Int32 { 128 + signal }
}
