import Tempo
import TempoScene

/// A view drawn over the whole window, above every other view (internal): a sheet's or an
/// alert's dimming and card. Its node is in the graph's root node, placed in window points,
/// and its content fills it.
struct WindowLayer<Content: View>: View, PrimitiveView {
  let content: Content

  typealias Body = Never

  func makeNode(engine: AnimationEngine) -> Node? { GroupNode(.overlay(), engine: engine) }

  func children(in context: ElementContext) -> [ChildView] { [ChildView(key: 0, view: content)] }

  var attachesToWindow: Bool { true }
}
