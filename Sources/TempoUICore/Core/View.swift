import TempoScene

/// A piece of user interface, described by its `body` (SwiftUI's `View`).
///
/// A view is a value: TempoUI evaluates `body` when the view's state or inputs change and turns
/// the result into scene nodes. Primitive views (text, shapes, stacks, modifiers) have
/// `Body == Never` and are drawn by TempoUI itself.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view's body is made of.
  associatedtype Body: View
  /// The content of this view, rebuilt whenever its state or inputs change.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// Never called: primitive views have no body.
  public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
  /// A primitive view has no body; TempoUI draws it itself.
  public var body: Never {
    fatalError("\(Self.self) is a primitive view: TempoUI draws it without a body")
  }
}
