import TempoScene

/// Builds views from the statements of a closure or a `body` (SwiftUI's `ViewBuilder`).
///
/// Blocks of any length, `if`, `if`/`else`, `switch`, `if let` and `#available` are supported.
@resultBuilder @MainActor
public enum ViewBuilder {
  /// Passes a single view expression through.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An empty block builds an ``EmptyView``.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block of one view is that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// A block of several views is a ``TupleView`` of them, in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
  }

  /// An `if` without `else`: the view when the condition holds, nothing otherwise.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The true branch of an `if`/`else` or the first cases of a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The false branch of an `if`/`else` or the last cases of a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// The content of an `if #available` block, type-erased as SwiftUI does.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
