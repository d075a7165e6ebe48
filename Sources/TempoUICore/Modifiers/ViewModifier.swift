import TempoScene

/// A modifier you write once and apply to any view (SwiftUI's `ViewModifier`): its
/// `body(content:)` builds a view around `content`, the view it is applied to.
///
/// A modifier may hold `@State` and `@Environment` properties: they live for as long as the
/// modified view's identity. A modifier that also conforms to `Animatable` is re-evaluated at
/// every frame of an animation with its `animatableData` interpolated (SwiftUI's
/// `AnimatableModifier` pattern).
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view `body(content:)` returns.
  associatedtype Body: View
  /// The view that modifies `content`, the view this modifier is applied to.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  /// The placeholder `body(content:)` receives for the view the modifier is applied to.
  typealias Content = _ViewModifier_Content<Self>
}

/// The view a ``ViewModifier``'s `body(content:)` receives: it draws the view the modifier was
/// applied to (SwiftUI's `_ViewModifier_Content`).
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  /// The view the modifier was applied to.
  let content: any View

  init(_ content: any View) {
    self.content = content
  }

  /// A placeholder is primitive: it shows the view the modifier was applied to.
  public typealias Body = Never
}

/// A modifier that changes nothing (SwiftUI's `EmptyModifier`).
public struct EmptyModifier: ViewModifier {
  /// The modifier that changes nothing.
  public static let identity = EmptyModifier()

  /// Creates the modifier.
  public init() {}

  /// `content` unchanged.
  public func body(content: Content) -> Content { content }
}
