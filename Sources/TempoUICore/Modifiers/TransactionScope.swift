import Tempo
import TempoScene

/// A view whose body's modifiers change under an edited transaction (internal;
/// `.animation(_:body:)`, `.transaction(_:body:)`): the body is built from a placeholder of the
/// modified view, and that placeholder's content changes under the transaction from outside.
struct TransactionScope<Scoped: View>: View, TransactionScopeMarker {
  /// The body built around the placeholder.
  let scoped: Scoped
  /// Edits the transaction the body's modifiers change under.
  let transform: @MainActor (inout Transaction) -> Void

  typealias Body = Never
}

/// Marks a ``TransactionScope`` for the placeholder inside it (internal).
protocol TransactionScopeMarker {}

extension TransactionScope: PrimitiveView {
  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: scoped)]
  }

  var layoutFollowsChildren: Bool { true }

  var editsChildTransactions: Bool { true }

  func childTransaction(_ transaction: Transaction, element: Element) -> Transaction {
    var copy = transaction
    transform(&copy)
    return copy
  }
}

extension View {
  /// Animates the changes of the modifiers in `body` with `animation` (`nil`: none); the view
  /// itself, the placeholder `body` receives, changes under the transaction from outside.
  public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    TransactionScope(
      scoped: body(PlaceholderContentView(self, restoresOuterTransaction: true)),
      transform: { transaction in
        if !transaction.disablesAnimations { transaction.animation = animation }
      })
  }

  /// Edits with `transform` the transaction of the changes of the modifiers in `body`; the
  /// view itself, the placeholder `body` receives, changes under the transaction from outside.
  public func transaction<V: View>(
    _ transform: @escaping @MainActor (inout Transaction) -> Void,
    @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    TransactionScope(
      scoped: body(PlaceholderContentView(self, restoresOuterTransaction: true)),
      transform: transform)
  }
}
