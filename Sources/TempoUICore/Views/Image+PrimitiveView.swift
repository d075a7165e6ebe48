import Tempo
import TempoScene

extension Image: PrimitiveView {
  func makeNode(engine: AnimationEngine) -> Node? {
    let node = ShapeNode(.path(Path()), engine: engine)
    if let symbol = Symbol.named(systemName) { node.shape = symbol.shape }
    node.name = systemName
    return node
  }

  func update(node: Node, element: Element) {
    guard let node = node as? ShapeNode else { return }
    guard let symbol = Symbol.named(systemName) else {
      if let assetName {
        warnOnce("No image named '\(assetName)' found in asset catalog (TempoUI has no assets)")
      } else {
        warnOnce("No symbol named '\(systemName)' found in TempoUI's symbol set")
      }
      node.apply(fill: nil)
      node.apply(stroke: nil)
      return
    }
    let environment = element.environment
    let paint = environment.foregroundPaint.resolved(in: environment.colorScheme)
    if node.name != systemName {
      node.name = systemName
      node.shape = symbol.shape
    }
    if symbol.isFilled {
      node.apply(stroke: nil)
      node.apply(fill: paint)
    } else {
      node.apply(fill: nil)
      node.apply(stroke: paint)
      if !isResizable { node.setStrokeStyle(symbol.strokeStyle(size: symbolSize(in: environment))) }
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    let natural = size(in: element.environment)
    guard isResizable else { return natural }
    return proposal.replacingUnspecifiedDimensions(by: natural)
  }

  /// A resizable outline symbol's lines scale with the height it is laid out at.
  func placeChildren(in bounds: CGRect, element: Element) {
    guard isResizable, let node = element.node as? ShapeNode,
      let symbol = Symbol.named(systemName), !symbol.isFilled
    else { return }
    node.setStrokeStyle(symbol.strokeStyle(size: Double(bounds.height)))
  }

  /// The symbol's natural size in `environment`: its font's size (times the image scale) tall,
  /// as wide as its aspect ratio says; nothing for an asset or an unknown name.
  private func size(in environment: EnvironmentValues) -> CGSize {
    guard let symbol = Symbol.named(systemName) else { return .zero }
    let size = symbolSize(in: environment)
    return CGSize(width: size * symbol.aspectRatio, height: size)
  }

  /// The symbol's height in `environment`, in points: the font's size times the image scale's.
  private func symbolSize(in environment: EnvironmentValues) -> Double {
    (environment.font ?? .body).size * environment.imageScale.factor
  }

  func sizeIgnoresProposal(element: Element) -> Bool { !isResizable }

  /// A symbol's size does not depend on the proposal: the layout stays while the size does.
  func keepsLayout(from old: Self, oldEnvironment: EnvironmentValues, element: Element)
    -> Bool
  {
    old.isResizable == isResizable && old.size(in: oldEnvironment) == size(in: element.environment)
  }
}

extension ShapeNode {
  /// Sets the stroke style if it differs (internal).
  fileprivate func setStrokeStyle(_ style: StrokeStyle) {
    if strokeStyle != style { strokeStyle = style }
  }
}
