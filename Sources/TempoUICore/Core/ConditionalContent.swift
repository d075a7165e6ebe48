import TempoScene

/// One of two views, as an `if`/`else` or `switch` in a `@ViewBuilder` builds.
///
/// The branches have different identities: switching branch removes one view and inserts the
/// other (each with its transition).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  /// Which branch was taken, with its view.
  public enum Storage {
    /// The `if` (or first) branch.
    case trueContent(TrueContent)
    /// The `else` (or later) branch.
    case falseContent(FalseContent)
  }

  /// The branch taken.
  public let storage: Storage

  /// A conditional view is primitive.
  public typealias Body = Never
}

extension _ConditionalContent: PrimitiveView {
  var isLayoutTransparent: Bool { true }
  func children(in context: ElementContext) -> [ChildView] {
    switch storage {
    case .trueContent(let view): [ChildView(key: 1, view: view)]
    case .falseContent(let view): [ChildView(key: 0, view: view)]
    }
  }
}
