/// Runs `body` with `transaction` as the current transaction, replacing (not merging with) the
/// one around it; for layers that carry a transaction down a tree themselves.
@MainActor
package func withCurrentTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  let outer = TransactionStack.current
  TransactionStack.current = transaction
  defer { TransactionStack.current = outer }
  return try body()
}
