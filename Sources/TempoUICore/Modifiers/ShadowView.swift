import Tempo
import TempoScene

/// A view drawn with a soft shadow below it (internal; `.shadow(color:radius:x:y:)`): its
/// content is drawn in a group node carrying a ``Shadow`` (see there how the blur is
/// approximated).
struct ShadowView<Content: View>: View, PrimitiveView {
  let content: Content
  let shadow: Shadow

  typealias Body = Never

  func makeNode(engine: AnimationEngine) -> Node? { GroupNode(.overlay(), engine: engine) }

  func update(node: Node, element: Element) {
    if node.shadow != shadow { node.shadow = shadow }
  }

  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }

  var layoutFollowsChildren: Bool { true }
}

extension View {
  /// Draws a shadow below this view: a copy of it in `color` (black at 33 % by default, as
  /// SwiftUI's), blurred by `radius` points and moved by `x` and `y` points. The shadow does
  /// not change the view's layout.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    ShadowView(
      content: self,
      shadow: Shadow(color: color, radius: Double(radius), offset: CGSize(width: x, height: y)))
  }
}
