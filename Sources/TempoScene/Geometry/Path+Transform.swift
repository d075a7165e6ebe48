extension Path {
  /// This path with every point mapped by `transform`.
  public func applying(_ transform: AffineTransform2D) -> Path {
    var result = Path()
    for element in elements {
      switch element {
      case .move(let point): result.move(to: transform.apply(to: point))
      case .line(let point): result.addLine(to: transform.apply(to: point))
      case .quadCurve(let point, let control):
        result.addQuadCurve(to: transform.apply(to: point), control: transform.apply(to: control))
      case .curve(let point, let control1, let control2):
        result.addCurve(
          to: transform.apply(to: point), control1: transform.apply(to: control1),
          control2: transform.apply(to: control2))
      case .closeSubpath: result.closeSubpath()
      }
    }
    return result
  }

  /// This path moved by (x, y) points.
  public func translatedBy(x: Double, y: Double) -> Path {
    x == 0 && y == 0 ? self : applying(.translation(x: x, y: y))
  }
}
