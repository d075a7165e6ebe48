import Foundation
import TempoScene
import Testing

@testable import TempoUICore

/// The glyphs' geometry on the 28-unit design grid: offsets, strokes' outlines, holes.
@Suite("Glyphs")
struct GlyphsTests {
  typealias Vector = Glyphs.Vector

  /// A 28 × 28-pt frame at the origin: one point per design unit.
  static let unitFrame = CGRect(x: 0, y: 0, width: 28, height: 28)

  /// Each subpath of `path` flattened (cubics sampled 64 times), as polygons.
  static func polygons(_ path: Path) -> [[Vector]] {
    var result: [[Vector]] = []
    var current: [Vector] = []
    var last = Vector(0, 0)
    func v(_ p: CGPoint) -> Vector { Vector(Double(p.x), Double(p.y)) }
    for element in path.elements {
      switch element {
      case .move(let p):
        if current.count > 1 { result.append(current) }
        current = [v(p)]
        last = v(p)
      case .line(let p):
        current.append(v(p))
        last = v(p)
      case .quadCurve(let p, let c):
        for i in 1...64 {
          let t = Double(i) / 64
          current.append(last * ((1 - t) * (1 - t)) + v(c) * (2 * t * (1 - t)) + v(p) * (t * t))
        }
        last = v(p)
      case .curve(let p, let c1, let c2):
        for i in 1...64 {
          let t = Double(i) / 64
          let s = 1 - t
          current.append(
            last * (s * s * s) + v(c1) * (3 * s * s * t) + v(c2) * (3 * s * t * t)
              + v(p) * (t * t * t))
        }
        last = v(p)
      case .closeSubpath: break
      }
    }
    if current.count > 1 { result.append(current) }
    return result
  }

  /// The shoelace area of `polygon`: positive when it runs clockwise on screen (y down).
  static func signedArea(_ polygon: [Vector]) -> Double {
    zip(polygon, polygon.dropFirst() + [polygon[0]]).reduce(0) { $0 + $1.0.cross($1.1) } / 2
  }

  @Test("Design fits 28 units into the frame: 2 pt a unit in 56 × 80, centred vertically")
  func designScale() {
    let design = Glyphs.Design(CGRect(x: 10, y: 20, width: 56, height: 80))
    #expect(design.scale == 2)
    #expect(design.point(0, 0) == CGPoint(x: 10, y: 20 + (80 - 56) / 2))
    let chevron = Glyphs.Design(CGRect(x: 0, y: 0, width: 16.8, height: 28), aspectRatio: 0.6)
    #expect(abs(chevron.scale - 1) < 1e-12)
  }

  @Test("a 10-unit square moved out 1 unit has four quarter arcs of radius 1 at its corners")
  func squareOffset() {
    let square = Glyphs.Outline(
      polygon: [Vector(0, 0), Vector(10, 0), Vector(10, 10), Vector(0, 10)], radii: [0, 0, 0, 0])
    let pieces = square.pieces(offset: 1)
    #expect(pieces.count == 4)
    for (piece, corner) in zip(
      pieces, [Vector(0, 0), Vector(10, 0), Vector(10, 10), Vector(0, 10)])
    {
      guard case .arc(let center, let radius, _, let sweep) = piece else {
        Issue.record("not an arc")
        continue
      }
      #expect(center == corner && radius == 1 && abs(sweep - Double.pi / 2) < 1e-12)
    }
    // Area: 10² + 4 × 10 × 1 + π × 1².
    let area = Self.signedArea(square.polygon(offset: 1, step: 0.001))
    #expect(abs(area - (140 + Double.pi)) < 1e-4)
  }

  @Test("an L's concave corner moved out 1 unit is a sharp corner 1 unit out along each edge")
  func concaveCornerMeets() {
    // An L, clockwise on screen; its concave corner is (5, 5).
    let l = Glyphs.Outline(
      polygon: [
        Vector(0, 0), Vector(5, 0), Vector(5, 5), Vector(10, 5), Vector(10, 10), Vector(0, 10),
      ], radii: [Double](repeating: 0, count: 6))
    #expect(!l.corners[2].isConvex)
    guard case .point(let corner) = l.pieces(offset: 1)[2] else {
      Issue.record("the concave corner is not a point")
      return
    }
    #expect(abs(corner.x - 6) < 1e-12 && abs(corner.y - 4) < 1e-12)
  }

  @Test("a 10-unit line's stroke outline at half width 1: round caps, area 2 × 10 + π")
  func polylineOutline() {
    let line = Glyphs.Outline(polyline: [Vector(0, 0), Vector(10, 0)])
    let polygon = line.polygon(offset: 1, step: 0.001)
    #expect(abs(Self.signedArea(polygon) - (20 + Double.pi)) < 1e-4)
    #expect(abs(polygon.map(\.x).min()! + 1) < 1e-9 && abs(polygon.map(\.x).max()! - 11) < 1e-9)
  }

  @Test("the filled variants fill the outline's outer edge: 1 unit beyond the centre line")
  func fillsAreOuterEdges() {
    func box(_ path: Path) -> (min: Vector, max: Vector) {
      let points = Self.polygons(path).flatMap { $0 }
      return (
        Vector(points.map(\.x).min()!, points.map(\.y).min()!),
        Vector(points.map(\.x).max()!, points.map(\.y).max()!)
      )
    }
    let circle = box(Glyphs.circle(in: Self.unitFrame))
    let circleFill = box(Glyphs.circleFill(in: Self.unitFrame))
    #expect(abs(circle.min.x - 28.0 / 12) < 1e-9 && abs(circleFill.min.x - (28.0 / 12 - 1)) < 1e-9)
    // The star's top tip is an arc centred on the vertical axis: its top moves up by 1.
    let star = box(Glyphs.star(in: Self.unitFrame))
    let starFill = box(Glyphs.starFill(in: Self.unitFrame))
    #expect(abs(star.min.y - starFill.min.y - 1) < 1e-9)
    // The heart's lobes are arcs too: its sides move out by 1 (to within the cubics' sampling).
    let heart = box(Glyphs.heart(in: Self.unitFrame))
    let heartFill = box(Glyphs.heartFill(in: Self.unitFrame))
    #expect(abs(heart.min.x - heartFill.min.x - 1) < 1e-3)
  }

  @Test(
    "composite fills cut their marks as holes: a second subpath inside the first, traced the other way",
    arguments: ["checkmark.circle.fill", "xmark.circle.fill", "star.leadinghalf.filled"])
  func holes(name: String) throws {
    let symbol = try #require(Symbol.named(name))
    let polygons = Self.polygons(symbol.makePath(Self.unitFrame))
    try #require(polygons.count == 2)
    let (outer, hole) = (Self.signedArea(polygons[0]), Self.signedArea(polygons[1]))
    #expect(outer > 0 && hole < 0)
    #expect(abs(hole) < outer)
  }

  @Test("xmark.circle.fill's hole is two crossing 2.3-unit bars with round ends: its exact area")
  func xmarkHoleArea() {
    let polygons = Self.polygons(Glyphs.xmarkCircleFill(in: Self.unitFrame))
    // Each bar: 2 × 4.2√2 long, 2.3 wide, round ends; they overlap in a 2.3-unit square.
    let (length, width) = (2 * 4.2 * 2.0.squareRoot(), 2 * Glyphs.cutHalfWidth)
    let expected =
      2 * (length * width + Double.pi * Glyphs.cutHalfWidth * Glyphs.cutHalfWidth) - width * width
    // Cubic arcs stray up to 0.03 % of their radius from the circle: 0.01 square units here.
    #expect(abs(-Self.signedArea(polygons[1]) - expected) < 0.01)
  }

  @Test("star.leadinghalf.filled's hole lies right of the vertical centre line")
  func leadingHalfHole() {
    let hole = Self.polygons(Glyphs.starLeadingHalfFilled(in: Self.unitFrame))[1]
    #expect(abs(hole.map(\.x).min()! - 14) < 1e-9)
  }
}
