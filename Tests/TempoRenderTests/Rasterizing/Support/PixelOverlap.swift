import Foundation

/// Test helper: the exact area a polygon covers of one pixel, by clipping it to the pixel's
/// square (Sutherland–Hodgman, exact for a convex window) and taking the shoelace area.
enum PixelOverlap {
  /// The area (0…1) of the simple polygon `points` inside the pixel at column `x`, row `y`.
  static func area(of points: [CGPoint], x: Int, y: Int) -> Double {
    let (left, top) = (Double(x), Double(y))
    var polygon = points.map { (x: Double($0.x), y: Double($0.y)) }
    // Keep the side of each window edge where `inside` holds; cut edges where it changes.
    func clip(
      _ inside: ((x: Double, y: Double)) -> Bool,
      _ cut: ((x: Double, y: Double), (x: Double, y: Double)) -> (x: Double, y: Double)
    ) {
      guard !polygon.isEmpty else { return }
      var result: [(x: Double, y: Double)] = []
      for (index, current) in polygon.enumerated() {
        let previous = polygon[(index + polygon.count - 1) % polygon.count]
        if inside(current) {
          if !inside(previous) { result.append(cut(previous, current)) }
          result.append(current)
        } else if inside(previous) {
          result.append(cut(previous, current))
        }
      }
      polygon = result
    }
    func atX(_ edge: Double) -> ((x: Double, y: Double), (x: Double, y: Double)) -> (
      x: Double, y: Double
    ) {
      { p, q in (edge, p.y + (q.y - p.y) * (edge - p.x) / (q.x - p.x)) }
    }
    func atY(_ edge: Double) -> ((x: Double, y: Double), (x: Double, y: Double)) -> (
      x: Double, y: Double
    ) {
      { p, q in (p.x + (q.x - p.x) * (edge - p.y) / (q.y - p.y), edge) }
    }
    clip({ $0.x >= left }, atX(left))
    clip({ $0.x <= left + 1 }, atX(left + 1))
    clip({ $0.y >= top }, atY(top))
    clip({ $0.y <= top + 1 }, atY(top + 1))
    var twice = 0.0
    for (index, p) in polygon.enumerated() {
      let q = polygon[(index + 1) % polygon.count]
      twice += p.x * q.y - q.x * p.y
    }
    return abs(twice) / 2
  }
}
