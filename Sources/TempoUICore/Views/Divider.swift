import Tempo
import TempoScene

/// A hairline that separates content (SwiftUI's `Divider`): across a `VStack` (or outside any
/// stack) a horizontal line as wide as offered, in an `HStack` a vertical one as tall as
/// offered (also through modifiers: `Divider().frame(height: 20)` in a row is upright), 0.5 points thick (a device pixel at 2×, as a list's separators), in iOS's
/// separator colour (#545458 at 60 % dark, #3C3C43 at 29 % light).
public struct Divider: View {
  /// A divider.
  public init() {}

  /// A divider is primitive.
  public typealias Body = Never
}

extension Divider: PrimitiveView {
  func makeNode(engine: AnimationEngine) -> Node? {
    ShapeNode(.rectangle, fill: ListMetrics.separatorColor(.dark), engine: engine)
  }

  func update(node: Node, element: Element) {
    guard let shape = node as? ShapeNode else { return }
    let color = ListMetrics.separatorColor(element.environment.colorScheme)
    if shape.fill != color { shape.fill = color }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    let thickness = ListMetrics.separatorThickness
    if element.dividerAxis == .horizontal {
      return CGSize(width: thickness, height: proposal.height ?? 0)
    }
    return CGSize(width: proposal.width ?? 0, height: thickness)
  }
}

extension Element {
  /// The axis of the nearest enclosing horizontal or vertical stack, looking through
  /// modifiers, groups and views of your own, and stopping at a `ZStack` (internal).
  var dividerAxis: StackAxis? {
    var ancestor = parent
    while let current = ancestor {
      if let stack = current.view as? any AxisStack { return stack.axis }
      if current.view is any StackPrimitive { return nil }
      ancestor = current.parent
    }
    return nil
  }
}
