import Foundation

extension Path {
  /// Whether `point` is inside the path's fill: by the non-zero winding rule, or the even-odd
  /// rule when `eoFill` (SwiftUI's `Path.contains(_:eoFill:)`). Curves are followed as 16 lines
  /// each; an open subpath counts as closed back to its start.
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    var winding = 0
    var crossings = 0
    var start = CGPoint.zero
    var current = CGPoint.zero
    func edge(to end: CGPoint) {
      defer { current = end }
      let (a, b) = (current, end)
      guard (a.y <= point.y) != (b.y <= point.y) else { return }
      let t = (Double(point.y) - Double(a.y)) / (Double(b.y) - Double(a.y))
      let x = Double(a.x) + t * (Double(b.x) - Double(a.x))
      guard x > Double(point.x) else { return }
      crossings += 1
      winding += b.y > a.y ? 1 : -1
    }
    for element in elements {
      switch element {
      case .move(let to):
        edge(to: start)
        (start, current) = (to, to)
      case .line(let to):
        edge(to: to)
      case .quadCurve(let to, let control):
        let from = current
        for step in 1...Self.curveSteps {
          let t = Double(step) / Double(Self.curveSteps)
          let u = 1 - t
          edge(
            to: CGPoint(
              x: u * u * Double(from.x) + 2 * u * t * Double(control.x) + t * t * Double(to.x),
              y: u * u * Double(from.y) + 2 * u * t * Double(control.y) + t * t * Double(to.y)))
        }
      case .curve(let to, let control1, let control2):
        let from = current
        for step in 1...Self.curveSteps {
          let t = Double(step) / Double(Self.curveSteps)
          let u = 1 - t
          func cubic(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> Double {
            u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3
          }
          edge(
            to: CGPoint(
              x: cubic(Double(from.x), Double(control1.x), Double(control2.x), Double(to.x)),
              y: cubic(Double(from.y), Double(control1.y), Double(control2.y), Double(to.y))))
        }
      case .closeSubpath:
        edge(to: start)
      }
    }
    edge(to: start)
    return eoFill ? crossings % 2 == 1 : winding != 0
  }

  /// How many lines a curve is followed as by ``contains(_:eoFill:)``.
  private static let curveSteps = 16
}
