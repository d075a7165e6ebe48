#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `withTransaction` keeps for one thread: the transaction in effect, the engine that is
/// updating or dispatching on this thread, and completions whose transaction animated nothing.
///
/// Each thread has its own (SwiftUI's current transaction is per thread too); an instance is
/// only ever touched by the thread that owns it, so it needs no lock. Its transaction is read
/// and set around every view update, so its accesses go unchecked (none overlaps another).
final class ThreadTransactionState {
  /// The merged transaction of the `withTransaction` bodies running on this thread, if any.
  @exclusivity(unchecked) var transaction: Transaction?
  /// The engine current on this thread: set while it ticks and inside ``AnimationEngine/perform(_:)``.
  var engine: AnimationEngine?
  /// Completions of finished inner transactions that animated nothing, waiting for the outermost
  /// `withTransaction` to return (used only while no engine is current).
  var orphans: [CompletionGroup] = []
}

/// The per-thread transaction state, in thread-local storage (a pthread key created once).
enum TransactionStack {
  /// The key of the thread-local ``ThreadTransactionState``; each thread's value is released
  /// when the thread exits.
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { pointer in TransactionStack.release(pointer) }
    precondition(status == 0, "Tempo: cannot create the thread-local transaction key")
    return key
  }()

  private static func release(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    Unmanaged<ThreadTransactionState>.fromOpaque(pointer).release()
  }

  /// This thread's state, created on first use.
  static var state: ThreadTransactionState {
    if let pointer = pthread_getspecific(key) {
      return Unmanaged<ThreadTransactionState>.fromOpaque(pointer).takeUnretainedValue()
    }
    let state = ThreadTransactionState()
    pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
    return state
  }

  /// The transaction in effect on this thread, or `nil` outside every `withTransaction`.
  static var current: Transaction? { state.transaction }
}
