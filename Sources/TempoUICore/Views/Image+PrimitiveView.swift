import Tempo
import TempoScene

extension Image: PrimitiveView {
  func makeNode(engine: AnimationEngine) -> Node? {
    let node = ShapeNode(.path(Path()), engine: engine)
    if case .vector(let symbol) = content { node.shape = symbol.shape }
    node.name = assetName ?? systemName
    return node
  }

  func update(node: Node, element: Element) {
    guard let node = node as? ShapeNode else { return }
    let environment = element.environment
    let paint = environment.foregroundPaint.resolved(in: environment.colorScheme)
    let name = assetName ?? systemName
    switch content {
    case .vector(let symbol):
      if node.fillImage != nil || node.name != name {
        node.fillImage = nil
        node.name = name
        node.shape = symbol.shape
      }
      if symbol.isFilled {
        node.apply(stroke: nil)
        node.apply(fill: paint)
      } else {
        node.apply(fill: nil)
        node.apply(stroke: paint)
        if !isResizable {
          node.setStrokeStyle(symbol.strokeStyle(size: symbolSize(in: environment)))
        }
      }
    case .icon(let codePoint):
      node.setImage(ImageFill(.iconGlyph(codePoint), isTemplate: true), name: name)
      node.apply(stroke: nil)
      node.apply(fill: paint)
    case .file(let path, _):
      let isTemplate = templateMode == .template
      node.setImage(ImageFill(.file(path), isTemplate: isTemplate), name: name)
      node.apply(stroke: nil)
      node.apply(fill: isTemplate ? paint : nil)
    case .missing:
      if let assetName {
        warnOnce(
          "No image named '\(assetName)' found in asset catalog for "
            + ImageResources.describedBundle(bundlePath))
      } else {
        warnOnce("No symbol named '\(systemName)' found in TempoUI's symbol set")
      }
      node.fillImage = nil
      node.apply(fill: nil)
      node.apply(stroke: nil)
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    let natural = size(in: element.environment)
    guard isResizable else { return natural }
    return proposal.replacingUnspecifiedDimensions(by: natural)
  }

  /// A resizable outline symbol's lines scale with the height it is laid out at; an image
  /// file takes the outline of a `clipShape` or `cornerRadius` of its size.
  func placeChildren(in bounds: CGRect, element: Element) {
    guard let node = element.node as? ShapeNode else { return }
    switch content {
    case .vector(let symbol) where isResizable && !symbol.isFilled:
      node.setStrokeStyle(symbol.strokeStyle(size: Double(bounds.height)))
    case .file:
      ClippingCorners.apply(to: node, size: bounds.size, element: element)
    default: break
    }
  }

  /// The image's natural size in `environment`: a symbol's font size (times the image scale)
  /// tall, as wide as its aspect ratio says, an icon glyph's em square (see
  /// ``iconScale``), a file's own size; nothing for a missing image or an unknown name.
  private func size(in environment: EnvironmentValues) -> CGSize {
    switch content {
    case .vector(let symbol):
      let size = symbolSize(in: environment)
      return CGSize(width: size * symbol.aspectRatio, height: size)
    case .icon:
      let side = symbolSize(in: environment) * Self.iconScale
      return CGSize(width: side, height: side)
    case .file(_, let size): return size
    case .missing: return .zero
    }
  }

  /// An icon glyph's em square over the symbol size: Material Icons draw on a 24-unit grid
  /// inside a 2-unit margin, so a 24/20 em makes the icon's live area the font's size, as an SF
  /// Symbol's ink is about the font's size tall.
  static let iconScale = 24.0 / 20

  /// The symbol's height in `environment`, in points: the font's size times the image scale's.
  private func symbolSize(in environment: EnvironmentValues) -> Double {
    (environment.font ?? .body).size * environment.imageScale.factor
  }

  /// A symbol's baseline, first and last: its font's, placed so that its centre is at the
  /// middle of the font's capitals (``symbolCapHeight``), as an SF Symbol sits beside text;
  /// other images have none (their bottom stands for it).
  func explicitBaseline(_ guide: VerticalAlignment, in size: CGSize, element: Element) -> Double? {
    switch content {
    case .vector, .icon:
      let fontSize = (element.environment.font ?? .body).size
      return Double(size.height) / 2 + Self.symbolCapHeight * fontSize / 2
    case .file, .missing: return nil
    }
  }

  /// The capital height a symbol's centre is lined up with, over the font size: Noto Sans's
  /// (OS/2 `sCapHeight` 714 of 1000 units), the system font text is drawn in. Our symbols are
  /// drawn centred in their box, so the box's baseline is half this height of the font below
  /// its centre.
  static let symbolCapHeight = 0.714

  func sizeIgnoresProposal(element: Element) -> Bool { !isResizable }

  /// An image's size does not depend on the proposal: the layout stays while the size does.
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

  /// Fills the frame's rectangle with `image` and names the node `name`, changing only what
  /// differs (internal).
  fileprivate func setImage(_ image: ImageFill, name: String) {
    if fillImage != image { fillImage = image }
    if self.name != name { self.name = name }
    // An image fills its frame's rectangle, unless a clip gave it another outline.
    let kind = shape as? ShapeKind
    if kind == nil || kind == .path(Path()) { shape = ShapeKind.rectangle }
  }
}
