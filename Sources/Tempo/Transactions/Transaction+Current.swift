extension Transaction {
  /// The transaction in effect on this thread: inside a `withTransaction` or `withAnimation`
  /// body, the merged transaction; outside, an empty one.
  ///
  /// A scene layer reads it to learn which animation carries a structural change (such as a
  /// node's removal) before it starts that change's animations itself.
  package static var current: Transaction { TransactionStack.current ?? Transaction() }
}
