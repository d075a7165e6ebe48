import TempoScene

/// A view with a ``ViewModifier`` applied (SwiftUI's `ModifiedContent`): it shows the
/// modifier's `body(content:)` around `content`.
public struct ModifiedContent<Content, Modifier> {
  /// The view the modifier is applied to.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// The modifier's body around the content.
  public var body: Modifier.Body {
    modifier.body(content: _ViewModifier_Content(content))
  }
}

extension View {
  /// Applies `modifier` to this view: the result shows `modifier.body(content:)` with this view
  /// as the content.
  public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
