import Foundation
import Testing
import TempoScene

@testable import TempoRender

@Suite("Tessellator.fill")
struct TessellatorFillTests {
  /// A miter-joined polygon offset by u has area A + P·u + u²·T, with T = Σ tan(turn/2) over its
  /// corners (negative turns at reflex corners). Coverage falling linearly from 1 at u = −½ to 0
  /// at u = +½ then integrates to A + T/12.
  static func expectedWeightedArea(area: Double, turns: [Double]) -> Double {
    area + turns.reduce(0) { $0 + tan($1 / 2) } / 12
  }

  let unitSquare = TessellationShapes.polygon([
    CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 0, y: 1),
  ])

  @Test("a unit square scaled by 20 has an interior of 19×19 pixels")
  func squareInterior() {
    let mesh = Tessellator.fill(unitSquare, transform: .scale(x: 20, y: 20))
    #expect(abs(mesh.interiorArea - 19 * 19) < 1e-3)
  }

  @Test("the coverage over a square sums to its area plus T/12 = 1/3")
  func squareWeightedArea() {
    let mesh = Tessellator.fill(unitSquare, transform: .scale(x: 20, y: 20))
    let expected = Self.expectedWeightedArea(area: 400, turns: Array(repeating: .pi / 2, count: 4))
    #expect(abs(expected - (400 + 1.0 / 3)) < 1e-12)
    #expect(abs(mesh.coverageWeightedArea - expected) < 1e-3)
  }

  @Test("a circle's coverage sums to πr² within π/12 plus the flattening error")
  func circleWeightedArea() {
    let radius = 50.0
    let mesh = Tessellator.fill(
      TessellationShapes.circle(center: CGPoint(x: 60, y: 60), radius: radius), transform: .identity
    )
    // Chords lie at most the tolerance inside the curve, the curve 2.7e-4·r off the circle.
    let bound = .pi / 12 + 2 * .pi * radius * (0.2 + 2.7e-4 * radius)
    #expect(abs(mesh.coverageWeightedArea - .pi * radius * radius) < bound)
  }

  @Test("a star's coverage sums to its exact area plus the corner term")
  func starArea() {
    let outer = 100.0
    let points = TessellationShapes.starPoints(center: CGPoint(x: 120, y: 120), outer: outer)
    let mesh = Tessellator.fill(TessellationShapes.polygon(points), transform: .identity)
    let inner = outer * cos(.pi * 2 / 5) / cos(.pi / 5)
    let area = 5 * outer * inner * sin(.pi / 5)
    // Tips turn by 144°, inner corners by −72°.
    let turns = Array(repeating: 0.8 * .pi, count: 5) + Array(repeating: -0.4 * .pi, count: 5)
    let expected = Self.expectedWeightedArea(area: area, turns: turns)
    #expect(abs(mesh.coverageWeightedArea - expected) < 0.05)
  }

  @Test("a star's interior triangles lie inside its outline and cover each inside point once")
  func starCoverage() {
    let points = TessellationShapes.starPoints(center: CGPoint(x: 60, y: 60), outer: 50)
    let mesh = Tessellator.fill(TessellationShapes.polygon(points), transform: .identity)
    for t in mesh.interiorTriangles {
      let p = mesh.triangle(t)
      let centroid = CGPoint(x: (p[0].x + p[1].x + p[2].x) / 3, y: (p[0].y + p[1].y + p[2].y) / 3)
      #expect(TessellationShapes.contains(points, centroid))
      for corner in p {
        #expect(TessellationShapes.contains(points, CGPoint(x: corner.x, y: corner.y)))
      }
    }
    var y = 3.1
    while y < 120 {
      var x = 2.7
      while x < 120 {
        let point = CGPoint(x: x, y: y)
        let distance = TessellationShapes.distance(point, toOutline: points)
        let coverage = mesh.coverage(atX: x, y: y)
        if TessellationShapes.contains(points, point), distance > 0.5 {
          #expect(abs(coverage - 1) < 1e-4, "inside (\(x), \(y))")
        } else if !TessellationShapes.contains(points, point),
          distance > 0.5 * Tessellator.miterLimit
        {
          #expect(!mesh.touches(x: x, y: y), "outside (\(x), \(y))")
        }
        x += 1.7
      }
      y += 1.3
    }
  }

  @Test("the fringe vertices of a convex hexagon lie half a pixel outside every edge they face")
  func convexFringe() {
    let points = (0..<6).map { i in
      CGPoint(x: 50 + 40 * cos(Double(i) * .pi / 3), y: 50 + 40 * sin(Double(i) * .pi / 3))
    }
    let mesh = Tessellator.fill(TessellationShapes.polygon(points), transform: .identity)
    let fringe = mesh.vertices.filter { $0.coverage == 0 }
    #expect(fringe.count == 6)
    for vertex in fringe {
      // For a convex polygon the largest signed distance to the edge lines is the distance out;
      // edge i faces the direction of its midpoint from the centre, at apothem 40·cos 30°.
      var largest = -Double.infinity
      for i in 0..<6 {
        let angle = (Double(i) + 0.5) * .pi / 3
        let signed =
          (Double(vertex.x) - 50) * cos(angle) + (Double(vertex.y) - 50) * sin(angle)
          - 40 * cos(.pi / 6)
        largest = max(largest, signed)
      }
      #expect(abs(largest - 0.5) < 1e-4)
    }
  }

  @Test("a square with a reversed square inside it has a hole")
  func hole() {
    var path = TessellationShapes.polygon([
      CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 10), CGPoint(x: 90, y: 90), CGPoint(x: 10, y: 90),
    ])
    path.move(to: CGPoint(x: 30, y: 30))
    for point in [CGPoint(x: 30, y: 70), CGPoint(x: 70, y: 70), CGPoint(x: 70, y: 30)] {
      path.addLine(to: point)
    }
    path.closeSubpath()
    let mesh = Tessellator.fill(path, transform: .identity)
    #expect(mesh.coverage(atX: 50, y: 50) == 0)
    #expect(abs(mesh.coverage(atX: 20, y: 50) - 1) < 1e-6)
    #expect(abs(mesh.coverage(atX: 80, y: 20) - 1) < 1e-6)
    // The hole's corners are reflex corners of the region: its T is −4.
    #expect(abs(mesh.coverageWeightedArea - (80 * 80 - 40 * 40 + 4.0 / 12 - 4.0 / 12)) < 1e-2)
  }

  @Test("two separate subpaths are both filled")
  func separateSubpaths() {
    var path = TessellationShapes.polygon([
      CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10),
    ])
    path.move(to: CGPoint(x: 20, y: 0))
    for point in [CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 10), CGPoint(x: 20, y: 10)] {
      path.addLine(to: point)
    }
    let mesh = Tessellator.fill(path, transform: .identity)
    #expect(abs(mesh.interiorArea - 2 * 9 * 9) < 1e-3)
  }

  @Test("a square half a pixel wide fades instead of turning inside out")
  func subpixelSquare() {
    let side = 0.5
    let mesh = Tessellator.fill(unitSquare, transform: .scale(x: side, y: side))
    // Inset δ = A/P, coverage c = A/(A + P·(½ − δ)/2); the interior is a square of side
    // s − 2δ at c, the fringe four trapezoids of height δ + ½ falling from c to 0.
    let (area, perimeter) = (side * side, 4 * side)
    let inset = area / perimeter
    let c = area / (area + perimeter * (0.5 - inset) / 2)
    let core = side - 2 * inset
    let height = inset + 0.5
    let expected = c * (core * core + 4 * height * (core / 2 + 2 * height / 6))
    #expect(abs(mesh.coverageWeightedArea - expected) < 1e-4)
    #expect(mesh.vertices.allSatisfy { $0.coverage < 1 })
    // No triangle is flipped: the absolute areas add up to the area of the union.
    let signed = (0..<mesh.triangleCount).map { mesh.signedArea(ofTriangle: $0) }
    #expect(signed.allSatisfy { $0 >= -1e-9 } || signed.allSatisfy { $0 <= 1e-9 })
  }

  @Test("a rounded corner's edge pixel is partly covered")
  func roundedCorner() {
    var path = Path()
    path.move(to: CGPoint(x: 20, y: 2))
    path.addLine(to: CGPoint(x: 30, y: 2))
    path.addLine(to: CGPoint(x: 30, y: 30))
    path.addLine(to: CGPoint(x: 2, y: 30))
    path.addLine(to: CGPoint(x: 2, y: 20))
    path.addQuadCurve(to: CGPoint(x: 20, y: 2), control: CGPoint(x: 2, y: 2))
    path.closeSubpath()
    let grid = CoverageGrid(Tessellator.fill(path, transform: .identity), width: 32, height: 32)
    #expect(abs(grid[20, 20] - 1) < 1e-9)
    #expect(grid[3, 3] == 0)
    // The curve passes through (6.5, 6.5) at t = ½; the pixel there straddles it.
    let edge = grid[6, 6]
    #expect(edge > 0.1 && edge < 0.9)
  }

  @Test(
    "degenerate paths give empty meshes",
    arguments: [
      Path(),
      {
        var p = Path(); p.move(to: CGPoint(x: 1, y: 1)); return p
      }(),
      TessellationShapes.polygon([CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 5)]),
      TessellationShapes.polygon([CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 5), CGPoint(x: 10, y: 10)]),
      TessellationShapes.polygon([
        CGPoint(x: 0, y: 0), CGPoint(x: Double.nan, y: 5), CGPoint(x: 10, y: 0),
      ]),
      TessellationShapes.polygon([
        CGPoint(x: 0, y: 0), CGPoint(x: 5, y: Double.infinity), CGPoint(x: 1, y: 0),
      ]),
    ])
  func degenerate(path: Path) {
    let mesh = Tessellator.fill(path, transform: .identity)
    #expect(mesh.vertices.isEmpty && mesh.indices.isEmpty)
  }

  @Test("a singular transform gives an empty mesh")
  func singularTransform() {
    #expect(Tessellator.fill(unitSquare, transform: .scale(x: 0, y: 10)).isEmpty)
  }
}
