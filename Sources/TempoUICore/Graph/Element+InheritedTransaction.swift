extension Element {
  /// The current transaction as the modifiers around this element edit it (`.transaction`,
  /// `.animation`): a change of this element's own state happens inside them, so SwiftUI's
  /// `.transaction { … }` on a view edits the animations of the state changes within it too.
  func inheritedTransaction() -> Transaction {
    var ancestors: [Element] = []
    var current = parent
    while let element = current {
      ancestors.append(element)
      current = element.parent
    }
    var transaction = Transaction.current
    for ancestor in ancestors.reversed() {
      guard let primitive = ancestor.primitive else { continue }
      transaction = primitive.childTransaction(transaction, element: ancestor)
    }
    return transaction
  }
}
