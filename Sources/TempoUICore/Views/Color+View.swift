import Tempo
import TempoScene

extension Color: View {
  /// A colour is a primitive view: it fills the space it is offered.
  public typealias Body = Never

  /// The primary colour (iOS's label colour): white in the dark appearance, black in the light
  /// one (`.preferredColorScheme(.light)`), chosen when drawn.
  public static let primary = Color.primaryMarker
  /// The secondary colour (iOS's secondary label colour): #EBEBF5 at 60 % opacity in the dark
  /// appearance, #3C3C43 at 60 % in the light one.
  public static let secondary = Color(hex: 0xEBEBF5, opacity: 0.6)
}

extension Color: PrimitiveView {
  func makeNode(engine: AnimationEngine) -> Node? {
    ShapeNode(.rectangle, fill: self, engine: engine)
  }

  func update(node: Node, element: Element) {
    guard let shape = node as? ShapeNode else { return }
    let color = resolved(in: element.environment.colorScheme)
    if shape.fill != color { shape.fill = color }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// A colour takes what it is offered, whatever colour it is.
  var layoutFollowsChildren: Bool { true }

  func placeChildren(in bounds: CGRect, element: Element) {
    guard let shape = element.node as? ShapeNode else { return }
    ClippingCorners.apply(to: shape, size: bounds.size, element: element)
  }
}
