import Foundation
import TempoScene

/// The outlines of TempoUI's symbols (internal), each scaled into the frame it is given.
enum Glyphs {
  /// A five-pointed star with softly rounded corners, tip up, like SF Symbols' "star": in a
  /// 28-point frame its outer radius is 14.5 pt and its inner radius 0.48 of that, each tip cut
  /// 1.2 pt and each inner corner 0.8 pt along its edges and joined by a quadratic curve.
  @Sendable static func star(in rect: CGRect) -> Path {
    let unit = Double(min(rect.width, rect.height)) / 28
    let outer = 14.5 * unit
    let inner = outer * 0.48
    let height = outer * (1 + cos(Double.pi / 5))
    let center = CGPoint(
      x: Double(rect.midX), y: Double(rect.midY) - height / 2 + outer)
    let corners: [(point: CGPoint, cut: Double)] = (0..<10).map { index in
      let radius = index.isMultiple(of: 2) ? outer : inner
      let angle = -Double.pi / 2 + Double(index) * Double.pi / 5
      let point = CGPoint(
        x: Double(center.x) + radius * cos(angle), y: Double(center.y) + radius * sin(angle))
      return (point, (index.isMultiple(of: 2) ? 1.2 : 0.8) * unit)
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
  }

  /// A circle inset by a twelfth of the frame, like SF Symbols' "circle".
  @Sendable static func circle(in rect: CGRect) -> Path {
    let inset = Double(min(rect.width, rect.height)) / 12
    return Path(ellipseIn: rect.insetBy(dx: inset, dy: inset))
  }

  /// A heart: two lobes meeting in a point at the bottom, like SF Symbols' "heart".
  @Sendable static func heart(in rect: CGRect) -> Path {
    let (x, y, w, h) = (
      Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)
    )
    func p(_ u: Double, _ v: Double) -> CGPoint { CGPoint(x: x + u * w, y: y + v * h) }
    var path = Path()
    path.move(to: p(0.5, 0.9))
    path.addCurve(to: p(0.06, 0.36), control1: p(0.3, 0.74), control2: p(0.06, 0.58))
    path.addCurve(to: p(0.5, 0.22), control1: p(0.06, 0.1), control2: p(0.4, 0.06))
    path.addCurve(to: p(0.94, 0.36), control1: p(0.6, 0.06), control2: p(0.94, 0.1))
    path.addCurve(to: p(0.5, 0.9), control1: p(0.94, 0.58), control2: p(0.7, 0.74))
    path.closeSubpath()
    return path
  }

  private static func toward(_ from: CGPoint, _ to: CGPoint, by distance: Double) -> CGPoint {
    let (dx, dy) = (Double(to.x - from.x), Double(to.y - from.y))
    let length = (dx * dx + dy * dy).squareRoot()
    return CGPoint(
      x: Double(from.x) + dx / length * distance, y: Double(from.y) + dy / length * distance)
  }
}
