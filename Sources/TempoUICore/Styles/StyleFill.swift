import Tempo
import TempoScene

/// A colour or gradient filling the space it is offered (internal): what a gradient view and
/// `background(_:ignoresSafeAreaEdges:)` draw. Inside `.cornerRadius` or a rounded
/// `.clipShape` of its size, it takes the rounded corners.
struct StyleFill: View {
  let paint: StylePaint
  /// The drop shadow of the style (`ShapeStyle.shadow(_:)`), or `nil`.
  var shadow: Shadow? = nil

  typealias Body = Never
}

extension StyleFill: PrimitiveView {
  func makeNode(engine: AnimationEngine) -> Node? {
    ShapeNode(.rectangle, engine: engine)
  }

  func update(node: Node, element: Element) {
    guard let shape = node as? ShapeNode else { return }
    shape.apply(fill: paint.resolved(in: element.environment.colorScheme))
    if shape.shadow != shadow { shape.shadow = shadow }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeChildren(in bounds: CGRect, element: Element) {
    guard let shape = element.node as? ShapeNode else { return }
    ClippingCorners.apply(to: shape, size: bounds.size, element: element)
  }
}

extension ShapeNode {
  /// Fills with `paint` (`nil`: no fill), setting only what changed (internal).
  func apply(fill paint: StylePaint?) {
    let (color, gradient) = paint.parts
    if fill != color { fill = color }
    if fillGradient != gradient { fillGradient = gradient }
  }

  /// Strokes with `paint` (`nil`: no stroke), setting only what changed (internal).
  func apply(stroke paint: StylePaint?) {
    let (color, gradient) = paint.parts
    if stroke != color { stroke = color }
    if strokeGradient != gradient { strokeGradient = gradient }
  }
}

extension StylePaint? {
  /// The colour and the gradient a node is given for this paint: a gradient keeps its first
  /// colour as the node's colour, so a shadow or hit test of the node sees it drawn.
  fileprivate var parts: (color: Color?, gradient: GradientPaint?) {
    switch self {
    case .none: (nil, nil)
    case .color(let color): (color, nil)
    case .gradient(let paint): (paint.stops.first?.color ?? .clear, paint)
    }
  }
}
