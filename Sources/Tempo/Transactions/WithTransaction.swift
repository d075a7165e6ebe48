/// The transaction in effect while a `withTransaction` or `withAnimation` body runs.
@MainActor
enum TransactionStack {
  static var current: Transaction?
}

/// Runs `body` with `transaction` laid over the current one (its values win), and returns its result.
///
/// Completions of `transaction` whose body animated nothing fire on the next engine update.
@MainActor
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  let outer = TransactionStack.current
  TransactionStack.current = (outer ?? Transaction()).merging(transaction)
  defer {
    TransactionStack.current = outer
    for group in transaction.completions where group.registrations == 0 {
      OrphanCompletions.groups.append(group)
    }
  }
  return try body()
}

/// Runs `body` with one transaction value changed.
@MainActor
public func withTransaction<Result, Value>(
  _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
  var transaction = Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}

/// Runs `body` so that the changes it makes animate with `animation` (`nil`: without animation).
@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with `animation`, then `completion` once its animations meet `completionCriteria`.
@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result,
  completion: @escaping @MainActor () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try withTransaction(transaction, body)
}
