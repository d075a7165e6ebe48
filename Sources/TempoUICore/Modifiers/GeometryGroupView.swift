import Tempo
import TempoScene

/// A view whose geometry is resolved as one (internal; `.geometryGroup()`): its group node moves
/// and resizes under the change's transaction as a drawing node does, and its content is placed
/// inside the animated frame, so a view inserted in it while it moves rides along with it rather
/// than appearing at its final place (SwiftUI's geometry group).
struct GeometryGroupView<Content: View>: View, PrimitiveView {
  let content: Content

  typealias Body = Never

  func makeNode(engine: AnimationEngine) -> Node? { GroupNode(.overlay(), engine: engine) }

  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }

  var layoutFollowsChildren: Bool { true }

  var movesAsOne: Bool { true }
}
