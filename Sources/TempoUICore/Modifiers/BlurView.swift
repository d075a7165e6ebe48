import Tempo
import TempoScene

/// A view drawn blurred (internal; `.blur(radius:opaque:)`): its content is drawn in a group
/// node with a ``Node/blurRadius`` (see there how the blur is approximated).
struct BlurView<Content: View>: View, PrimitiveView {
  let content: Content
  let radius: Double

  typealias Body = Never

  func makeNode(engine: AnimationEngine) -> Node? { GroupNode(.overlay(), engine: engine) }

  func update(node: Node, element: Element) {
    if node.blurRadius != radius { node.blurRadius = radius }
  }

  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }

  var layoutFollowsChildren: Bool { true }
}

extension View {
  /// Blurs this view by `radius` points; a change animates with its transaction. TempoUI
  /// draws the blur as ⌈1.5 × `radius`⌉ copies (6 to 16) of the view spread from `radius`
  /// inside its edges to `radius` outside, so edges fade linearly over 2 × `radius` (a
  /// Gaussian's fade, approximated) and the inside keeps its colours; `opaque` is accepted.
  /// The blur does not change the layout.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    BlurView(content: self, radius: Double(radius))
  }
}
