/// The view a modifier's content closure receives: the view the modifier was applied to
/// (SwiftUI's `PlaceholderContentView`).
public struct PlaceholderContentView<Value: View>: View {
  let content: Value
  /// Whether the content's changes use the transaction from outside the closure's body
  /// (`.animation(_:body:)`, `.transaction(_:body:)`), not the one the body's modifiers get.
  let restoresOuterTransaction: Bool

  init(_ content: Value, restoresOuterTransaction: Bool = false) {
    self.content = content
    self.restoresOuterTransaction = restoresOuterTransaction
  }

  /// A placeholder is primitive: it shows the view the modifier was applied to.
  public typealias Body = Never
}
