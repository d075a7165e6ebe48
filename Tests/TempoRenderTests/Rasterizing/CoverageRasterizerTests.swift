import Foundation
import TempoScene
import TempoTestSupport
import Testing

@testable import TempoRender

@Suite("Coverage rasterizer")
struct CoverageRasterizerTests {
  typealias PixelBox = DisplayListDamage.PixelBox

  /// Every pixel's coverage over the box the fill of `path` touches within `clip`, by (x, y).
  static func coverage(
    of path: Path, transform: AffineTransform2D = .identity,
    clip: PixelBox = PixelBox(minX: -100, minY: -100, maxX: 100, maxY: 100),
    with rasterizer: inout CoverageRasterizer
  ) -> [SIMD2<Int>: Double] {
    var result: [SIMD2<Int>: Double] = [:]
    guard rasterizer.begin(path, transform: transform, clip: clip) else { return result }
    rasterizer.forEachCoverage { x, y, coverage in result[SIMD2(x, y)] = coverage }
    return result
  }

  /// The same with a new rasteriser.
  static func coverage(
    of path: Path, transform: AffineTransform2D = .identity,
    clip: PixelBox = PixelBox(minX: -100, minY: -100, maxX: 100, maxY: 100)
  ) -> [SIMD2<Int>: Double] {
    var rasterizer = CoverageRasterizer()
    return coverage(of: path, transform: transform, clip: clip, with: &rasterizer)
  }

  /// The largest difference between each pixel's coverage and its exact overlap with
  /// `points`, over a box holding the polygon (pixels the rasteriser left out count as 0).
  static func largestError(_ coverage: [SIMD2<Int>: Double], exact points: [CGPoint]) -> Double {
    let xs = points.map { Double($0.x) }
    let ys = points.map { Double($0.y) }
    var largest = 0.0
    for y in Int(ys.min()!.rounded(.down)) - 1...Int(ys.max()!.rounded(.up)) {
      for x in Int(xs.min()!.rounded(.down)) - 1...Int(xs.max()!.rounded(.up)) {
        let exact = PixelOverlap.area(of: points, x: x, y: y)
        largest = max(largest, abs((coverage[SIMD2(x, y)] ?? 0) - exact))
      }
    }
    return largest
  }

  @Test("each pixel's coverage of 50 random triangles is its exact overlap with them, ±1e-5")
  func trianglesCoverExactAreas() {
    var random = SplitMix64(seed: 7)
    for _ in 0..<50 {
      let points = (0..<3).map { _ in
        CGPoint(x: random.uniform(-5...25), y: random.uniform(-5...25))
      }
      let error = Self.largestError(
        Self.coverage(of: TessellationShapes.polygon(points)), exact: points)
      #expect(error <= 1e-5, "triangle \(points)")
    }
  }

  @Test("each pixel's coverage of a star at 20 sub-pixel offsets is its exact overlap, ±1e-5")
  func starCoversExactAreas() {
    var random = SplitMix64(seed: 11)
    for _ in 0..<20 {
      let center = CGPoint(x: random.uniform(10...11), y: random.uniform(10...11))
      let points = TessellationShapes.starPoints(center: center, outer: random.uniform(3...9))
      let error = Self.largestError(
        Self.coverage(of: TessellationShapes.polygon(points)), exact: points)
      #expect(error <= 1e-5, "star about \(center)")
    }
  }

  @Test("a rectangle from x = 2.25 to 5.5, y = 1 to 3 covers columns 2…5 by 0.75, 1, 1, 0.5")
  func rectangleEdgesCoverTheirFractions() {
    let coverage = Self.coverage(of: Path(rect: CGRect(x: 2.25, y: 1, width: 3.25, height: 2)))
    for y in 1...2 {
      for (x, expected) in [(1, 0.0), (2, 0.75), (3, 1), (4, 1), (5, 0.5), (6, 0)] {
        #expect(abs((coverage[SIMD2(x, y)] ?? 0) - expected) <= 1e-6, "pixel \(x), \(y)")
      }
    }
    #expect((coverage[SIMD2(3, 0)] ?? 0) == 0 && (coverage[SIMD2(3, 3)] ?? 0) == 0)
  }

  @Test("a triangle drawn clockwise or anticlockwise covers the same pixels")
  func orientationDoesNotMatter() {
    let points = [CGPoint(x: 1.3, y: 0.7), CGPoint(x: 9.1, y: 2.2), CGPoint(x: 4.6, y: 8.9)]
    let forward = Self.coverage(of: TessellationShapes.polygon(points))
    let backward = Self.coverage(of: TessellationShapes.polygon(points.reversed()))
    #expect(forward.keys.allSatisfy { abs(forward[$0]! - (backward[$0] ?? 0)) <= 1e-6 })
  }

  @Test(
    "non-zero: a square drawn the other way round inside another is a hole; drawn the same way it is filled once"
  )
  func nonZeroWinding() {
    let outer = [
      CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10),
    ]
    let inner = [
      CGPoint(x: 3, y: 3), CGPoint(x: 7, y: 3), CGPoint(x: 7, y: 7), CGPoint(x: 3, y: 7),
    ]
    func shape(_ innerPoints: [CGPoint]) -> Path {
      var path = TessellationShapes.polygon(outer)
      path.move(to: innerPoints[0])
      for point in innerPoints.dropFirst() { path.addLine(to: point) }
      path.closeSubpath()
      return path
    }
    let hole = Self.coverage(of: shape(inner.reversed()))
    let doubled = Self.coverage(of: shape(inner))
    #expect(hole[SIMD2(5, 5)] == 0 && hole[SIMD2(1, 1)] == 1)
    #expect(doubled[SIMD2(5, 5)] == 1 && doubled[SIMD2(1, 1)] == 1)
  }

  @Test("a triangle crossing every edge of a small clip covers each pixel inside as unclipped")
  func clippingKeepsCoverage() {
    let points = [CGPoint(x: -6.3, y: 2.1), CGPoint(x: 21.7, y: -4.4), CGPoint(x: 9.2, y: 19.8)]
    let path = TessellationShapes.polygon(points)
    let whole = Self.coverage(of: path)
    let clip = PixelBox(minX: 3, minY: 1, maxX: 11, maxY: 9)
    let clipped = Self.coverage(of: path, clip: clip)
    #expect(clipped.count == 8 * 8)
    for (pixel, value) in clipped {
      #expect(abs(value - (whole[pixel] ?? 0)) <= 1e-6, "pixel \(pixel)")
    }
  }

  @Test("a circle of radius 30 covers π·30² px within its chords' error (perimeter × 0.1 px)")
  func circleAreaWithinTolerance() {
    let radius = 30.0
    let path = TessellationShapes.circle(center: CGPoint(x: 40.5, y: 40.25), radius: radius)
    let total = Self.coverage(of: path).values.reduce(0, +)
    // Chords lie within the tolerance (0.1 px) inside the cubics, the cubics within
    // 2.7e-4·r of the circle.
    let bound = 2 * .pi * radius * (CoverageRasterizer.defaultTolerance + 2.7e-4 * radius)
    #expect(abs(total - .pi * radius * radius) <= bound)
  }

  @Test(
    "a transform maps the outline: a unit square scaled by 4 and moved by (2, 3) covers 16 whole pixels"
  )
  func transformMapsOutline() {
    let coverage = Self.coverage(
      of: Path(rect: CGRect(x: 0, y: 0, width: 1, height: 1)),
      transform: AffineTransform2D.scale(x: 4, y: 4).concatenating(.translation(x: 2, y: 3)))
    #expect(coverage.values.filter { $0 == 1 }.count == 16)
    #expect(coverage[SIMD2(2, 3)] == 1 && coverage[SIMD2(5, 6)] == 1)
    #expect(coverage.values.reduce(0, +) == 16)
  }

  @Test("an open subpath is filled as if closed")
  func openSubpathIsClosed() {
    let points = [CGPoint(x: 1, y: 1), CGPoint(x: 9.5, y: 2), CGPoint(x: 3, y: 8.25)]
    var open = Path()
    open.move(to: points[0])
    open.addLine(to: points[1])
    open.addLine(to: points[2])
    let error = Self.largestError(Self.coverage(of: open), exact: points)
    #expect(error <= 1e-5)
  }

  @Test("a path with a NaN or infinite point, or wholly outside the clip, starts no fill")
  func nothingToFill() {
    var rasterizer = CoverageRasterizer()
    let clip = PixelBox(minX: 0, minY: 0, maxX: 10, maxY: 10)
    for bad in [Double.nan, .infinity] {
      let path = TessellationShapes.polygon([
        CGPoint(x: 1, y: 1), CGPoint(x: bad, y: 2), CGPoint(x: 3, y: 5),
      ])
      let started = rasterizer.begin(path, transform: .identity, clip: clip)
      #expect(!started)
    }
    let outside = Path(rect: CGRect(x: 20, y: 2, width: 5, height: 5))
    let startedOutside = rasterizer.begin(outside, transform: .identity, clip: clip)
    let startedEmpty = rasterizer.begin(Path(), transform: .identity, clip: clip)
    #expect(!startedOutside && !startedEmpty)
  }

  @Test("after a fill is read the cells are clear: a second fill covers only its own pixels")
  func cellsAreClearedForTheNextFill() {
    var rasterizer = CoverageRasterizer()
    let first = TessellationShapes.circle(center: CGPoint(x: 8, y: 8), radius: 7.3)
    let second = TessellationShapes.polygon([
      CGPoint(x: 2.5, y: 1), CGPoint(x: 14, y: 6.5), CGPoint(x: 4, y: 13),
    ])
    _ = Self.coverage(of: first, with: &rasterizer)
    let again = Self.coverage(of: second, with: &rasterizer)
    let fresh = Self.coverage(of: second)
    #expect(again == fresh)
  }
}
