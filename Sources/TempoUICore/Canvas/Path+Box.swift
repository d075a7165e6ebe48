import Foundation
import TempoScene

extension Path {
  /// The box around the outline's points and control points (internal; empty at the origin
  /// for an empty path).
  var controlBox: CGRect {
    var (minX, minY, maxX, maxY) = (
      Double.infinity, Double.infinity, -Double.infinity, -Double.infinity
    )
    func add(_ point: CGPoint) {
      (minX, minY) = (min(minX, Double(point.x)), min(minY, Double(point.y)))
      (maxX, maxY) = (max(maxX, Double(point.x)), max(maxY, Double(point.y)))
    }
    for element in elements {
      switch element {
      case .move(let point), .line(let point): add(point)
      case .quadCurve(let point, let control): add(point); add(control)
      case .curve(let point, let first, let second): add(point); add(first); add(second)
      case .closeSubpath: break
      }
    }
    guard minX <= maxX else { return .zero }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether the outline is one axis-aligned rectangle: a move and lines along the edges of
  /// its box, and nothing else (internal).
  var isRectangle: Bool {
    let box = controlBox
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let point), .line(let point): points.append(point)
      case .closeSubpath: continue
      default: return false
      }
    }
    guard (4...5).contains(points.count) else { return false }
    return points.allSatisfy { point in
      (point.x == box.minX || point.x == box.maxX) && (point.y == box.minY || point.y == box.maxY)
    }
  }
}
