/// Runs `body` with `transaction` laid over the current one (its values win), and returns its result.
///
/// Callable from any isolation: the current transaction is per thread, as in SwiftUI.
/// Completions of `transaction` whose body animated nothing (no animation registered with them)
/// fire as soon as possible after the body, per ``AnimationEngine/perform(_:)``'s rule: with an
/// engine current on this thread (it is ticking, or a host dispatches input in `perform`), at
/// the end of that engine's current or next update; with none, right after the outermost
/// `withTransaction` returns (on the main actor; from another thread, enqueued on it).
///
/// `isolation` is the caller's actor (filled in by the compiler): it tells whether orphan
/// completions can run right away, on the main actor.
public func withTransaction<Result>(
  _ transaction: Transaction, isolation: isolated (any Actor)? = #isolation,
  _ body: () throws -> Result
) rethrows -> Result {
  let state = TransactionStack.state
  let outer = state.transaction
  state.transaction = (outer ?? Transaction()).merging(transaction)
  defer {
    state.transaction = outer
    state.settleOrphans(
      of: transaction, isOutermost: outer == nil, onMainActor: isolation === MainActor.shared)
  }
  return try body()
}

/// Runs `body` with one transaction value changed.
public func withTransaction<Result, Value>(
  _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value,
  isolation: isolated (any Actor)? = #isolation, _ body: () throws -> Result
) rethrows -> Result {
  var transaction = Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, isolation: isolation, body)
}

/// Runs `body` so that the changes it makes animate with `animation` (`nil`: without animation).
public func withAnimation<Result>(
  _ animation: Animation? = .default, isolation: isolated (any Actor)? = #isolation,
  _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), isolation: isolation, body)
}

/// Runs `body` with `animation`, then `completion` once its animations meet `completionCriteria`.
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  isolation: isolated (any Actor)? = #isolation, _ body: () throws -> Result,
  completion: @escaping @MainActor () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try withTransaction(transaction, isolation: isolation, body)
}
