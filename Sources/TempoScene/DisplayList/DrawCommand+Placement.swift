extension DrawCommand {
  /// This command drawn from a node's local points: its transform followed by `transform`, its
  /// opacity times `opacity`; a clip's rectangle becomes the box around its mapped corners.
  public func placed(under transform: AffineTransform2D, opacity: Double) -> DrawCommand {
    switch self {
    case .fill(let path, let color, let own, let alpha):
      .fill(path, color: color, transform: own.concatenating(transform), opacity: alpha * opacity)
    case .stroke(let path, let color, let style, let own, let alpha):
      .stroke(
        path, color: color, style: style, transform: own.concatenating(transform),
        opacity: alpha * opacity)
    case .gradient(let path, let paint, let style, let own, let alpha):
      .gradient(
        path, paint: paint, style: style, transform: own.concatenating(transform),
        opacity: alpha * opacity)
    case .text(let text, let size, let color, let origin, let own, let alpha, let bold, let style):
      .text(
        text, fontSize: size, color: color, origin: origin, transform: own.concatenating(transform),
        opacity: alpha * opacity, bold: bold, style: style)
    case .image(let source, let rect, let clip, let tint, let own, let alpha):
      .image(
        source, rect: rect, clip: clip, tint: tint, transform: own.concatenating(transform),
        opacity: alpha * opacity)
    case .pushClip(let rect):
      .pushClip(rect.mapped(by: transform))
    case .popClip:
      .popClip
    case .pushGradientMask(let paint, let bounds, let own):
      .pushGradientMask(paint, bounds: bounds, transform: own.concatenating(transform))
    case .pushLayer, .popLayer, .popGradientMask:
      // The commands inside take the opacity; the layer's is relative to what it covers.
      self
    }
  }
}
