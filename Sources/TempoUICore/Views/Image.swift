import TempoScene

/// A symbol from TempoUI's set of SF Symbols-like vector glyphs (SwiftUI's
/// `Image(systemName:)`), sized to the font and drawn in the foreground colour.
public struct Image: View {
  let systemName: String

  /// The symbol named `systemName`; an unknown name draws nothing and logs one line.
  public init(systemName: String) {
    self.systemName = systemName
  }

  /// An image is primitive.
  public typealias Body = Never
}

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
      warnOnce("No symbol named '\(systemName)' found in TempoUI's symbol set")
      node.apply(fill: nil)
      node.apply(stroke: nil)
      return
    }
    let environment = element.environment
    let paint = environment.foregroundPaint.resolved(in: environment.colorScheme)
    let size = (environment.font ?? .body).size
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
      let style = symbol.strokeStyle(size: size)
      if node.strokeStyle != style { node.strokeStyle = style }
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    size(in: element.environment)
  }

  /// The symbol's size in `environment`: its font's size tall, as wide as its aspect ratio says.
  private func size(in environment: EnvironmentValues) -> CGSize {
    let size = (environment.font ?? .body).size
    let aspect = Symbol.named(systemName)?.aspectRatio ?? 1
    return CGSize(width: size * aspect, height: size)
  }

  func sizeIgnoresProposal(element: Element) -> Bool { true }

  /// A symbol's size does not depend on the proposal: the layout stays while the size does.
  func keepsLayout(from old: Self, oldEnvironment: EnvironmentValues, element: Element)
    -> Bool
  {
    old.size(in: oldEnvironment) == size(in: element.environment)
  }
}
