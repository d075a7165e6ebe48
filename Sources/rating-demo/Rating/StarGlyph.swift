import TempoScene

/// The star glyph: a five-pointed star with softly rounded corners, like SF Symbols' "star".
enum StarGlyph {
  /// The glyph's frame, in points: SF Symbols' star at the `.title` text size (28 pt).
  static let size = 28.0

  /// The outline, centred in a `size` × `size` frame at the origin, tip up.
  ///
  /// Outer radius 14.5 pt (so the star is 27.6 pt wide), inner radius 0.48 of it; each corner is
  /// cut 1.2 pt (tips) or 0.8 pt (inner corners) along its edges and joined by a quadratic curve.
  static let path: Path = {
    let outer = 14.5
    let inner = outer * 0.48
    // The star's height is outer · (1 + cos 36°); centre it vertically in the frame.
    let height = outer * (1 + cos(Double.pi / 5))
    let center = CGPoint(x: size / 2, y: (size - height) / 2 + outer)
    let corners: [(point: CGPoint, cut: Double)] = (0..<10).map { index in
      let radius = index.isMultiple(of: 2) ? outer : inner
      let angle = -Double.pi / 2 + Double(index) * Double.pi / 5
      let point = CGPoint(
        x: Double(center.x) + radius * cos(angle), y: Double(center.y) + radius * sin(angle))
      return (point, index.isMultiple(of: 2) ? 1.2 : 0.8)
    }
    func toward(_ from: CGPoint, _ to: CGPoint, by distance: Double) -> CGPoint {
      let (dx, dy) = (Double(to.x - from.x), Double(to.y - from.y))
      let length = (dx * dx + dy * dy).squareRoot()
      return CGPoint(
        x: Double(from.x) + dx / length * distance, y: Double(from.y) + dy / length * distance)
    }
    var path = Path()
    for index in corners.indices {
      let corner = corners[index]
      let previous = corners[(index + corners.count - 1) % corners.count].point
      let next = corners[(index + 1) % corners.count].point
      let entry = toward(corner.point, previous, by: corner.cut)
      let exit = toward(corner.point, next, by: corner.cut)
      if index == 0 { path.move(to: entry) } else { path.addLine(to: entry) }
      path.addQuadCurve(to: exit, control: corner.point)
    }
    path.closeSubpath()
    return path
  }()
}
