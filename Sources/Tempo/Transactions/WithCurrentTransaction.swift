/// Runs `body` with `transaction` as the current transaction, replacing (not merging with) the
/// one around it; for layers that carry a transaction down a tree themselves.
package func withCurrentTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  let state = TransactionStack.state
  let outer = state.transaction
  state.transaction = transaction
  defer { state.transaction = outer }
  return try body()
}
