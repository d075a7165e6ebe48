import Foundation
import Testing
import TempoScene

@testable import TempoRender

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

  @Test("a square cap adds half the width at each end: 4 × (80 + 4) for an 80 px line")
  func squareCapArea() {
    let mesh = Tessellator.stroke(
      Self.line(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 90, y: 10)),
      style: StrokeStyle(lineWidth: 4, lineCap: .square), transform: .identity)
    #expect(abs(mesh.coverageWeightedArea - 4 * 84) <= 4.0 / 12 + 1e-3)
    // Beyond the start (x 10): full coverage to 10 − 2 + 0.5, none past 10 − 2 − 0.5.
    #expect(abs(mesh.coverage(atX: 8.6, y: 10) - 1) < 1e-6)
    #expect(mesh.coverage(atX: 7.4, y: 10) == 0)
  }

  @Test("round caps add a disc of the width's diameter: 4 × 80 + 4π for an 80 px line")
  func roundCapArea() {
    let mesh = Tessellator.stroke(
      Self.line(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 90, y: 10)),
      style: StrokeStyle(lineWidth: 4, lineCap: .round), transform: .identity)
    // The chords stay within 0.2 px of the arcs: each loses at most 2/3 × length × 0.2.
    #expect(
      abs(mesh.coverageWeightedArea - (4 * 80 + 4 * Double.pi)) <= 2.0 / 3 * 2 * .pi * 2 * 0.2)
    // 1.4 px from the end straight out and diagonally: inside the half disc's core (1.5 px).
    #expect(abs(mesh.coverage(atX: 91.4, y: 10) - 1) < 1e-6)
    #expect(abs(mesh.coverage(atX: 91, y: 11) - 1) < 1e-6)
    // A square cap's corner, 2.2 px out diagonally, is outside the disc's fringe (2.5 px).
    #expect(mesh.coverage(atX: 91.9, y: 11.9) == 0)
  }

  @Test(
    "at a right angle a miter covers the outer corner square, a round join only its arc, a bevel neither"
  )
  func joinsDiffer() {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 10))
    path.addLine(to: CGPoint(x: 50, y: 10))
    path.addLine(to: CGPoint(x: 50, y: 60))
    func mesh(_ join: CGLineJoin) -> TriangleMesh {
      Tessellator.stroke(
        path, style: StrokeStyle(lineWidth: 8, lineJoin: join), transform: .identity)
    }
    // (53.4, 6.6): 3.4 out along both edges, 4.8 from the corner point (core radius 3.5).
    #expect(abs(mesh(.miter).coverage(atX: 53.4, y: 6.6) - 1) < 1e-6)
    #expect(mesh(.round).coverage(atX: 53.4, y: 6.6) == 0)
    #expect(mesh(.bevel).coverage(atX: 53.4, y: 6.6) == 0)
    // (52.2, 7.8): 3.11 from the corner point, inside the round join's 30° chords of the core
    // (3.5 · cos 15° = 3.38 out); for the bevel (x − 50) + (10 − y) = 4.4, a tenth of the way
    // from its fringe line (4.5, coverage 0) to its core line (3.5, coverage 1).
    #expect(abs(mesh(.round).coverage(atX: 52.2, y: 7.8) - 1) < 1e-6)
    #expect(abs(mesh(.bevel).coverage(atX: 52.2, y: 7.8) - 0.1) < 1e-6)
  }

  @Test("dashes of 10 on, 5 off over 60 px cover 40 × the width")
  func dashedArea() {
    let mesh = Tessellator.stroke(
      Self.line(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 60, y: 10)),
      style: StrokeStyle(lineWidth: 2, dash: [10, 5]), transform: .identity)
    #expect(abs(mesh.coverageWeightedArea - 2 * 40) <= 4 * 4.0 / 12 + 1e-3)
    #expect(mesh.coverage(atX: 12.5, y: 10) == 0)
  }

  @Test("the transform scales dash lengths with the width")
  func scaledDashes() {
    let mesh = Tessellator.stroke(
      Self.line(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 20, y: 0)),
      style: StrokeStyle(lineWidth: 1, dash: [5, 5]), transform: .scale(x: 2, y: 2))
    // Dashes 0–10 and 20–30 px of 40, each 2 px wide.
    #expect(abs(mesh.coverageWeightedArea - 2 * 20) <= 2 * 4.0 / 12 + 1e-3)
    #expect(mesh.coverage(atX: 15, y: 0) == 0)
  }
}
