import Tempo
import TempoScene

/// A view whose content is drawn as one layer (internal; `.compositingGroup()` and
/// `.drawingGroup()`): a group node marked ``Node/isCompositingGroup``, so an opacity above it
/// applies to the flattened content, not to each overlapping part.
struct CompositingGroupView<Content: View>: View, PrimitiveView {
  let content: Content

  typealias Body = Never

  func makeNode(engine: AnimationEngine) -> Node? {
    let node = GroupNode(.overlay(), engine: engine)
    node.isCompositingGroup = true
    return node
  }

  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }

  var layoutFollowsChildren: Bool { true }
}
