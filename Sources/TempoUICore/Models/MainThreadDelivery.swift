import Dispatch
import Foundation
import Tempo
import TempoScene

/// Brings a model's change notice to the views' actor (internal): at once when the change is
/// made on the main actor, else on it a moment later.
enum MainThreadDelivery {
  /// Runs `work` with the transaction current where the change was made, on the main actor.
  static func deliver(
    warningOffMain: String? = nil, _ work: @escaping @MainActor (Transaction) -> Void
  ) {
    nonisolated(unsafe) let transaction = Transaction.current
    if isOnMainActor {
      MainActor.assumeIsolated { work(transaction) }
      return
    }
    Task { @MainActor in
      if let warningOffMain { warnOnce(warningOffMain) }
      work(transaction)
    }
  }

  /// Marks the main dispatch queue, which runs the main actor's jobs when the main thread does
  /// not (a test runner drains it from another thread).
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main actor: on the main thread (an app's run loop), or in
  /// a job of the main dispatch queue.
  private static var isOnMainActor: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
  }
}
