/// Orphan completions: those of a transaction whose body animated nothing.
///
/// SwiftUI calls them right after the body (at the update that commits it). Tempo gives each
/// one to the engine current on the thread, which fires it at the end of its current or next
/// update; with no engine current, it fires right after the outermost `withTransaction`.
/// Either way it belongs to one engine or to none: it never keeps another engine awake, never
/// fires on another engine's tick and is dropped with its engine.
extension ThreadTransactionState {
  /// Collects the completions of `transaction` that no animation registered with, and delivers
  /// them (all those collected so far, when `isOutermost` or an engine is current).
  /// `onMainActor` says whether the caller runs on the main actor (the handlers' actor).
  func settleOrphans(of transaction: Transaction, isOutermost: Bool, onMainActor: Bool) {
    for group in transaction.completions where group.registrations == 0 {
      orphans.append(group)
    }
    guard !orphans.isEmpty, isOutermost || engine != nil else { return }
    // This thread's own groups, and the caller is on the main actor (checked below).
    nonisolated(unsafe) let groups = orphans
    orphans.removeAll()
    if let engine {
      // An engine is current only inside its own main-actor `perform`, up the call stack.
      MainActor.assumeIsolated {
        for group in groups { engine.completionBecameReady(group) }
      }
    } else if onMainActor {
      MainActor.assumeIsolated {
        for group in groups { group.fire() }
      }
    } else {
      for group in groups {
        let action = group.action
        Task { @MainActor in action() }
      }
    }
  }
}
