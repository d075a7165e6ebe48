import Tempo
import TempoScene

/// A view with hover or pointer-style behaviour (internal): its content drawn in a group node
/// that carries a hover action or a cursor, which the scene's hit testing applies.
struct PointerHandler<Content: View>: View {
  let content: Content
  let effect: PointerEffect

  typealias Body = Never
}

/// What a ``PointerHandler`` does (internal).
enum PointerEffect {
  /// Runs the action with `true` when the pointer enters the view, `false` when it leaves.
  case hover(@MainActor (Bool) -> Void)
  /// Shows the style's cursor while the pointer is over the view (`nil`: the enclosing one's).
  case style(PointerStyle?)
}

extension PointerHandler: PrimitiveView {
  func makeNode(engine: AnimationEngine) -> Node? {
    GroupNode(.overlay(), engine: engine)
  }

  func update(node: Node, element: Element) {
    switch effect {
    case .hover(let action):
      node.onHover = action
    case .style(let style):
      node.cursor = style?.cursor
    }
  }

  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }
}
