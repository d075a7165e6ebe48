import Foundation
import Testing
import TempoScene

@testable import TempoRender

@Suite("PathFlattener")
struct PathFlattenerTests {
  @Test("a circle is flattened within the tolerance, with few extra chords", arguments: [1.0, 7.0])
  func circle(scale: Double) throws {
    let radius = 100.0
    let tolerance = 0.2
    let path = TessellationShapes.circle(center: CGPoint(x: 0, y: 0), radius: radius)
    let subpaths = try #require(
      PathFlattener.flatten(path, transform: .scale(x: scale, y: scale), tolerance: tolerance))
    #expect(subpaths.count == 1 && subpaths[0].isClosed)
    let points = subpaths[0].points
    let r = radius * scale
    // Chords within the tolerance of the cubics, the cubics within 2.7e-4·r of the circle.
    let bound = tolerance + 2.7e-4 * r
    for (i, p) in points.enumerated() {
      let q = points[(i + 1) % points.count]
      #expect(abs(p.length - r) <= bound)
      let middle = (p + q) * 0.5
      #expect(abs(middle.length - r) <= bound)
    }
    // The fewest chords whose sagitta is the tolerance: π / acos(1 − tolerance/r).
    let fewest = Double.pi / acos(1 - tolerance / r)
    #expect(Double(points.count) <= 2 * fewest)
  }

  @Test("a quadratic's chords stay within the tolerance of the curve")
  func quadratic() throws {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
    let points = try #require(PathFlattener.flatten(path, transform: .identity, tolerance: 0.1))[0]
      .points
    // x = 100t, y = 200t(1 − t), so y = 2x − x²/50; a chord sags most at its middle.
    for i in 1..<points.count {
      let middle = (points[i - 1] + points[i]) * 0.5
      #expect(abs(middle.y - (2 * middle.x - middle.x * middle.x / 50)) <= 0.1 + 1e-9)
    }
    #expect(points.last == TessPoint(100, 0))
  }

  @Test("NaN or infinite coordinates give nil")
  func nonFinite() {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addCurve(
      to: CGPoint(x: 1, y: 1), control1: CGPoint(x: Double.infinity, y: 0),
      control2: CGPoint(x: 0, y: 1))
    #expect(PathFlattener.flatten(path, transform: .identity, tolerance: 0.2) == nil)
  }

  @Test("a closing point equal to the start is dropped, repeats are merged")
  func cleanup() throws {
    let path = TessellationShapes.polygon([
      CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 4),
      CGPoint(x: 0, y: 0),
    ])
    let subpaths = try #require(PathFlattener.flatten(path, transform: .identity, tolerance: 0.2))
    #expect(subpaths.map(\.points) == [[TessPoint(0, 0), TessPoint(4, 0), TessPoint(4, 4)]])
  }

  @Test("a line with no current point starts its subpath at its end")
  func lineWithoutMove() throws {
    var path = Path()
    path.addLine(to: CGPoint(x: 2, y: 2))
    path.addLine(to: CGPoint(x: 5, y: 2))
    let subpaths = try #require(PathFlattener.flatten(path, transform: .identity, tolerance: 0.2))
    #expect(subpaths.map(\.points) == [[TessPoint(2, 2), TessPoint(5, 2)]])
  }
}
