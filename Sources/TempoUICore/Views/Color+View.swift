import TempoScene

extension Color: View {
  /// A colour is a primitive view: it fills the space it is offered.
  public typealias Body = Never

  /// The primary colour: white in TempoUI's dark appearance (use the environment's
  /// `colorScheme` for light).
  public static let primary = Color.white
  /// The secondary colour: gray.
  public static let secondary = Color.gray
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

  func placeChildren(in bounds: CGRect, element: Element) {
    guard let shape = element.node as? ShapeNode else { return }
    ClippingCorners.apply(to: shape, size: bounds.size, element: element)
  }
}
