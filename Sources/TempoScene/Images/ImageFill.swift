/// An image a ``ShapeNode`` fills its shape with: stretched over the node's content
/// rectangle and drawn only inside the shape, in its own colours or as a template.
public struct ImageFill: Hashable, Sendable {
  /// The image.
  public var source: ImageSource
  /// Whether the image's alpha is drawn in the node's fill colour (a symbol, a template image)
  /// rather than in its own colours.
  public var isTemplate: Bool

  /// An image fill of `source`, a template when `isTemplate` is true.
  public init(_ source: ImageSource, isTemplate: Bool) {
    self.source = source
    self.isTemplate = isTemplate
  }
}

extension ShapeNode {
  /// Draws `image` over the content rectangle inside `path`: a template in the presented fill
  /// gradient placed in the content rectangle (through a gradient mask) or else colour (nothing
  /// without one), other images in their own colours (internal).
  func drawImage(
    _ image: ImageFill, path: Path, into commands: inout [DrawCommand],
    transform: AffineTransform2D, opacity: Double
  ) {
    let gradient = image.isTemplate ? fillGradient : nil
    let tint = gradient != nil ? .white : image.isTemplate ? presentedFill : nil
    guard !image.isTemplate || tint != nil, contentRect.width > 0, contentRect.height > 0 else {
      return
    }
    if let gradient {
      commands.append(
        .pushGradientMask(
          gradient.placed(in: contentRect), bounds: contentRect, transform: transform))
    }
    commands.append(
      .image(
        image.source, rect: contentRect, clip: path, tint: tint, transform: transform,
        opacity: opacity))
    if gradient != nil { commands.append(.popGradientMask) }
  }
}
