import Foundation
import TempoScene

/// Test helper: the points a path passes through (end points of its elements), in order.
extension Path {
  var endPoints: [CGPoint] {
    elements.compactMap { element in
      switch element {
      case .move(let p), .line(let p): p
      case .quadCurve(let p, _), .curve(let p, _, _): p
      case .closeSubpath: nil
      }
    }
  }
}

/// Whether two points agree within 1e-9 points.
func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
  abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
}
