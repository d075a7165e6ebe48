import Foundation
import TempoScene

/// Test helper: paths with known geometry.
enum TessellationShapes {
  /// The closed polygon through `points`.
  static func polygon(_ points: [CGPoint]) -> Path {
    var path = Path()
    path.move(to: points[0])
    for point in points.dropFirst() { path.addLine(to: point) }
    path.closeSubpath()
    return path
  }

  /// The corners of a regular five-pointed star centred at `center`, tips `outer` away and
  /// inner corners outer·cos 72°/cos 36° away (the pentagram's own inner pentagon), first tip up.
  static func starPoints(center: CGPoint, outer: Double) -> [CGPoint] {
    let inner = outer * cos(.pi * 2 / 5) / cos(.pi / 5)
    return (0..<10).map { i in
      let radius = i.isMultiple(of: 2) ? outer : inner
      let angle = -Double.pi / 2 + Double(i) * .pi / 5
      return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
  }

  /// The circle of `radius` about `center` as four cubic arcs (control distance
  /// 4/3·tan(π/8)·radius, radial error at most 2.7·10⁻⁴·radius).
  static func circle(center: CGPoint, radius: Double) -> Path {
    let k = 4.0 / 3.0 * tan(.pi / 8) * radius
    let (cx, cy) = (Double(center.x), Double(center.y))
    var path = Path()
    path.move(to: CGPoint(x: cx + radius, y: cy))
    path.addCurve(
      to: CGPoint(x: cx, y: cy + radius), control1: CGPoint(x: cx + radius, y: cy + k),
      control2: CGPoint(x: cx + k, y: cy + radius))
    path.addCurve(
      to: CGPoint(x: cx - radius, y: cy), control1: CGPoint(x: cx - k, y: cy + radius),
      control2: CGPoint(x: cx - radius, y: cy + k))
    path.addCurve(
      to: CGPoint(x: cx, y: cy - radius), control1: CGPoint(x: cx - radius, y: cy - k),
      control2: CGPoint(x: cx - k, y: cy - radius))
    path.addCurve(
      to: CGPoint(x: cx + radius, y: cy), control1: CGPoint(x: cx + k, y: cy - radius),
      control2: CGPoint(x: cx + radius, y: cy - k))
    path.closeSubpath()
    return path
  }

  /// Whether `p` is inside the polygon `points` (even-odd).
  static func contains(_ points: [CGPoint], _ p: CGPoint) -> Bool {
    var inside = false
    var j = points.count - 1
    for i in points.indices {
      let (a, b) = (points[i], points[j])
      if (a.y > p.y) != (b.y > p.y), p.x < a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y) {
        inside.toggle()
      }
      j = i
    }
    return inside
  }

  /// The distance from `p` to the outline of the polygon `points`.
  static func distance(_ p: CGPoint, toOutline points: [CGPoint]) -> Double {
    var best = Double.infinity
    for i in points.indices {
      let a = points[i]
      let b = points[(i + 1) % points.count]
      let (dx, dy) = (b.x - a.x, b.y - a.y)
      let t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)))
      best = min(best, hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)))
    }
    return best
  }
}
