import Tempo
import TempoScene

/// A view that follows a press dragged across it (internal), for controls such as `Slider`:
/// its content is drawn in a group node that becomes the press target, is told when the press
/// starts and ends, and gets the pointer's location (in the view's points) and the view's size
/// at the press and at every move until the release.
struct PressMoveHandler<Content: View>: View {
  let content: Content
  let onPress: @MainActor (Bool) -> Void
  let onMove: @MainActor (CGPoint, CGSize) -> Void

  typealias Body = Never
}

extension PressMoveHandler: PrimitiveView {
  func makeNode(engine: AnimationEngine) -> Node? {
    GroupNode(.overlay(), engine: engine)
  }

  func update(node: Node, element: Element) {
    let enabled = element.environment.isEnabled
    node.allowsHitTesting = enabled
    let (onPress, onMove) = (onPress, onMove)
    node.onPressChange = onPress
    node.onPressMove = { [weak node] location in
      guard let node else { return }
      onMove(location, node.layoutFrame.size)
    }
  }

  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }

  var layoutFollowsChildren: Bool { true }
}

extension View {
  /// This view following presses dragged across it (internal; see ``PressMoveHandler``).
  func onPressMove(
    pressed: @escaping @MainActor (Bool) -> Void,
    moved: @escaping @MainActor (CGPoint, CGSize) -> Void
  ) -> some View {
    PressMoveHandler(content: self, onPress: pressed, onMove: moved)
  }
}
