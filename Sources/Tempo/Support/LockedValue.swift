import Foundation

/// A value shared between threads, read and written only under a lock (package).
///
/// The lock is a pthread mutex (`NSLock`), not the `Synchronization` module's `Mutex`: on Linux
/// ThreadSanitizer does not see `Mutex`'s lock and unlock (they live in the uninstrumented
/// runtime library), so every guarded access was reported as a race under `make sanitize`.
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// Guards `value`.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value while holding the lock; returns what `body` returns.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
