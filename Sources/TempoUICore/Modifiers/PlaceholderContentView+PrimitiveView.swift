import Tempo
import TempoScene

/// A placeholder shows its content as it is, seen through by stacks (internal). One made by
/// `.animation(_:body:)` or `.transaction(_:body:)` gives its content the transaction from
/// outside that modifier's body: the body's edit applies to the body's modifiers only.
extension PlaceholderContentView: PrimitiveView {
  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }

  var isLayoutTransparent: Bool { true }

  var layoutFollowsChildren: Bool { true }

  var editsChildTransactions: Bool { true }

  func childTransaction(_ transaction: Transaction, element: Element) -> Transaction {
    guard restoresOuterTransaction else { return transaction }
    var ancestor = element.parent
    while let current = ancestor {
      if current.primitive is any TransactionScopeMarker { return current.transaction }
      ancestor = current.parent
    }
    return transaction
  }
}
