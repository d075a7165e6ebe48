import Foundation
import Testing
import TempoScene

@testable import TempoSDL

@Suite("Tessellator.stroke")
struct TessellatorStrokeTests {
  static func line(from a: CGPoint, to b: CGPoint) -> Path {
    var path = Path()
    path.move(to: a)
    path.addLine(to: b)
    return path
  }

  @Test("a line of width 4 covers 4 × its length")
  func lineArea() {
    let mesh = Tessellator.stroke(
      Self.line(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 70, y: 90)), lineWidth: 4,
      transform: .identity)
    // Across, the coverage integrates to the width; along, each cap's ramp to the length. Only
    // the four fringe corners deviate, by ±1/12 each (one triangle of a unit square at 1/6
    // instead of the 1/4 of a bilinear ramp).
    #expect(abs(mesh.coverageWeightedArea - 4 * 100) <= 4.0 / 12 + 1e-3)
  }

  @Test("the transform scales the width")
  func scaledWidth() {
    let mesh = Tessellator.stroke(
      Self.line(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 10, y: 0)), lineWidth: 1,
      transform: .scale(x: 3, y: 3))
    #expect(abs(mesh.coverageWeightedArea - 3 * 30) <= 4.0 / 12 + 1e-3)
  }

  @Test("a hairline is a pixel wide at a coverage equal to its width")
  func hairline() {
    let mesh = Tessellator.stroke(
      Self.line(from: CGPoint(x: 0, y: 5), to: CGPoint(x: 50, y: 5)), lineWidth: 0.25,
      transform: .identity)
    let highest = mesh.vertices.map(\.coverage).max() ?? 0
    #expect(abs(highest - 0.25) < 1e-6)
    #expect(abs(mesh.coverageWeightedArea - 0.25 * 50) <= 0.25 * 4.0 / 12 + 1e-3)
  }

  @Test("a closed square stroke covers the ring between its two offsets")
  func closedSquare() {
    let path = TessellationShapes.polygon([
      CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10), CGPoint(x: 50, y: 50), CGPoint(x: 10, y: 50),
    ])
    let mesh = Tessellator.stroke(path, lineWidth: 2, transform: .identity)
    // (40 + 2)² − (40 − 2)²; the outer outline's corner term +4/12, the inner's −4/12.
    #expect(abs(mesh.coverageWeightedArea - (42 * 42 - 38 * 38)) < 1e-2)
    #expect(mesh.coverage(atX: 30, y: 30) == 0)
    #expect(abs(mesh.coverage(atX: 10, y: 30) - 1) < 1e-6)
    #expect(abs(mesh.coverage(atX: 10.2, y: 10.2) - 1) < 1e-6)
  }

  @Test("a sharp turn is bevelled, not mitered far out")
  func bevel() {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 5))
    path.addLine(to: CGPoint(x: 0, y: 10))
    let mesh = Tessellator.stroke(path, lineWidth: 4, transform: .identity)
    // A miter here would reach 2.5/sin(2.86°) ≈ 50 px past the apex; a bevel stays within the
    // fringe offset (2 + 0.5 px) of the apex.
    let furthest = mesh.vertices.map(\.x).max() ?? 0
    #expect(furthest <= 100 + 2.5 + 1e-4)
    #expect(mesh.coverage(atX: 100, y: 5) > 0.99)
  }

  @Test("a shallow turn is mitered")
  func miter() {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 50, y: 0))
    path.addLine(to: CGPoint(x: 50, y: 50))
    let mesh = Tessellator.stroke(path, lineWidth: 4, transform: .identity)
    // The outer corner of the core (offset 1.5) is at (51.5, −1.5), of the fringe at (52.5, −2.5).
    #expect(abs(mesh.coverage(atX: 51.4, y: -1.4) - 1) < 1e-6)
    #expect(mesh.vertices.contains { abs($0.x - 52.5) < 1e-4 && abs($0.y + 2.5) < 1e-4 })
  }

  @Test(
    "degenerate strokes give empty meshes",
    arguments: [
      (Path(), 2.0),
      (
        {
          var p = Path(); p.move(to: CGPoint(x: 1, y: 1)); return p
        }(), 2.0
      ),
      (line(from: CGPoint(x: 3, y: 3), to: CGPoint(x: 3, y: 3)), 2.0),
      (line(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 10, y: 0)), 0.0),
      (line(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 10, y: 0)), .nan),
      (line(from: CGPoint(x: 0, y: 0), to: CGPoint(x: Double.nan, y: 0)), 2.0),
    ])
  func degenerate(path: Path, width: Double) {
    #expect(Tessellator.stroke(path, lineWidth: width, transform: .identity).isEmpty)
  }
}
