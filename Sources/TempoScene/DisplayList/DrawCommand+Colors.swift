extension DrawCommand {
  /// This command with every colour it draws (a gradient's stops included) passed through
  /// `filter` (clips are unchanged).
  public func filteringColors(_ filter: ColorMatrix) -> DrawCommand {
    switch self {
    case .fill(let path, let color, let transform, let opacity):
      return .fill(path, color: filter.applied(to: color), transform: transform, opacity: opacity)
    case .stroke(let path, let color, let style, let transform, let opacity):
      return .stroke(
        path, color: filter.applied(to: color), style: style, transform: transform,
        opacity: opacity)
    case .gradient(let path, var paint, let style, let transform, let opacity):
      for index in paint.stops.indices {
        paint.stops[index].color = filter.applied(to: paint.stops[index].color)
      }
      return .gradient(path, paint: paint, style: style, transform: transform, opacity: opacity)
    case .text(
      let string, let size, let color, let origin, let transform, let opacity, let bold, let style):
      return .text(
        string, fontSize: size, color: filter.applied(to: color), origin: origin,
        transform: transform, opacity: opacity, bold: bold, style: style)
    case .image(let source, let rect, let clip, let tint, let transform, let opacity):
      return .image(
        source, rect: rect, clip: clip, tint: tint.map { filter.applied(to: $0) },
        transform: transform, opacity: opacity)
    case .pushGradientMask(var paint, let bounds, let transform):
      for index in paint.stops.indices {
        paint.stops[index].color = filter.applied(to: paint.stops[index].color)
      }
      return .pushGradientMask(paint, bounds: bounds, transform: transform)
    case .pushClip, .popClip, .pushLayer, .popLayer, .popGradientMask:
      return self
    }
  }
}
