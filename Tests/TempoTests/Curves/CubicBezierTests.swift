import TempoTestSupport
import Testing

@testable import Tempo

/// Tests of the Bézier solver behind `UnitCurve.bezier`, against ``ExactBezier``.
@Suite("Cubic Bézier solver")
struct CubicBezierTests {
  /// The solver's accuracy target against an exact solver (spec §3).
  static let tolerance = 1e-9

  static func bezier(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) -> UnitCurve {
    .bezier(
      startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y))
  }

  /// The largest |curve − exact| over `samples` + 1 progress values, with where it happened.
  static func worstError(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, samples: Int = 2000
  ) -> (x: Double, error: Double) {
    let curve = bezier(p1x, p1y, p2x, p2y)
    let exact = ExactBezier(p1x, p1y, p2x, p2y)
    var worst = (x: 0.0, error: 0.0)
    for x in evenlySpaced(from: 0, to: 1, count: samples) {
      let error = abs(curve.value(at: x) - exact.value(at: x))
      if error > worst.error { worst = (x, error) }
    }
    return worst
  }

  @Test(
    "named and custom curves are within 1e-9 of an exact solver",
    arguments: [
      (0.0, 0.0, 1.0, 1.0), (0.42, 0.0, 1.0, 1.0), (0.0, 0.0, 0.58, 1.0), (0.42, 0.0, 0.58, 1.0),
      (0.25, 0.1, 0.25, 1.0), (0.17, 0.67, 0.83, 0.67), (0.9, 0.1, 0.1, 0.9),
      (0.0, 1.0, 1.0, 0.0), (0.5, 0.0, 0.5, 1.0),
    ])
  func namedAndCustom(points: (Double, Double, Double, Double)) {
    let worst = Self.worstError(points.0, points.1, points.2, points.3)
    #expect(worst.error <= Self.tolerance, "error \(worst.error) at x = \(worst.x) for \(points)")
  }

  @Test("an overshooting curve (0.68, −0.55, 0.265, 1.55) is within 1e-9 and leaves [0, 1]")
  func overshooting() {
    let worst = Self.worstError(0.68, -0.55, 0.265, 1.55, samples: 5000)
    #expect(worst.error <= Self.tolerance, "error \(worst.error) at x = \(worst.x)")
    let curve = Self.bezier(0.68, -0.55, 0.265, 1.55)
    let values = evenlySpaced(from: 0, to: 1, count: 200).map { curve.value(at: $0) }
    #expect(values.min()! < -0.05)
    #expect(values.max()! > 1.05)
  }

  @Test("a curve with a vertical tangent inside is exact away from it and continuous at it")
  func verticalTangent() {
    // (1, 0)(0, 1): x − ½ = 4(t − ½)³, so dy/dx is infinite at x = ½ and y(x) − ½ grows like a
    // cube root. No double-precision solver resolves t there better than (ulp/4)^(1/3) ≈ 3e-6,
    // so 1e-9 is required only where |x − ½| ≥ 0.01 (slope ≤ 20).
    let curve = Self.bezier(1, 0, 0, 1)
    let exact = ExactBezier(1, 0, 0, 1)
    for x in evenlySpaced(from: 0, to: 1, count: 2000) where abs(x - 0.5) >= 0.01 {
      #expect(isClose(curve.value(at: x), exact.value(at: x), within: Self.tolerance), "at \(x)")
    }
    for x in evenlySpaced(from: 0.49, to: 0.51, count: 200) {
      #expect(isClose(curve.value(at: x), exact.value(at: x), within: 1e-5), "at \(x)")
    }
  }

  @Test("progress values very close to the ends are solved accurately")
  func nearTheEnds() {
    let exactIn = ExactBezier(0.42, 0, 1, 1)
    let exactOut = ExactBezier(0, 0, 0.58, 1)
    for x in [1e-12, 1e-9, 1e-6, 1e-3, 1 - 1e-3, 1 - 1e-6, 1 - 1e-9, 1 - 1e-12] {
      #expect(isClose(UnitCurve.easeIn.value(at: x), exactIn.value(at: x), within: Self.tolerance))
      #expect(
        isClose(UnitCurve.easeOut.value(at: x), exactOut.value(at: x), within: Self.tolerance))
    }
  }

  @Test("random control points in [0, 1]×[−1, 2] match the exact solver (seeded)")
  func randomControlPoints() {
    var random = SplitMix64(seed: 0x7E3D_0001)
    var failures: [String] = []
    for _ in 0..<300 {
      let (p1x, p1y) = (random.uniform(0...1), random.uniform(-1...2))
      let (p2x, p2y) = (random.uniform(0...1), random.uniform(-1...2))
      let curve = Self.bezier(p1x, p1y, p2x, p2y)
      let exact = ExactBezier(p1x, p1y, p2x, p2y)
      for _ in 0..<50 {
        let x = random.uniform(0...1)
        let error = abs(curve.value(at: x) - exact.value(at: x))
        if error > Self.tolerance {
          failures.append("(\(p1x), \(p1y), \(p2x), \(p2y)) at x = \(x): error \(error)")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(3))")
  }

  @Test("the slope dy/dx matches the exact curve's derivative")
  func slope() {
    for (p1x, p1y, p2x, p2y) in [
      (0.42, 0.0, 0.58, 1.0), (0.68, -0.55, 0.265, 1.55), (0.3, 0.9, 0.6, 0.2),
    ] {
      let curve = Self.bezier(p1x, p1y, p2x, p2y)
      let exact = ExactBezier(p1x, p1y, p2x, p2y)
      for x in evenlySpaced(from: 0.01, to: 0.99, count: 98) {
        let expected = exact.slope(at: x)
        #expect(
          isClose(curve.velocity(at: x), expected, within: 1e-7 * max(1, abs(expected))),
          "slope at \(x)")
      }
    }
  }

  @Test(
    "a first-guess table: per segment a cubic in u through t at both ends with Hermite tangents (width ÷ dx/dt), a line next to a flat end"
  )
  func firstGuessTable() {
    let easeInOut = BezierCoefficients(0.42, 0, 0.58, 1)
    let table = easeInOut.makeGuesses()
    #expect(table.count == 4 * 32)
    for segment in 0..<32 {
      let c = Array(table[4 * segment..<4 * segment + 4])
      // At u = 0 the cubic is c0, at u = 1 it is c0 + c1 + c2 + c3: the t at which x(t) is
      // the segment's ends.
      let (low, high) = (c[0], c[0] + c[1] + c[2] + c[3])
      #expect(abs(easeInOut.x(low) - Double(segment) / 32) < 1e-13)
      #expect(abs(easeInOut.x(high) - Double(segment + 1) / 32) < 1e-13)
      // Its slopes in u, c1 and c1 + 2 c2 + 3 c3, are dt/dx at the ends times the width 1/32.
      #expect(abs(c[1] - 1 / 32 / easeInOut.dx(low)) < 1e-14)
      #expect(abs(c[1] + 2 * c[2] + 3 * c[3] - 1 / 32 / easeInOut.dx(high)) < 1e-13)
    }
    // easeOut's x(t) is flat at t = 0 (dx/dt = 3 × 0 = 0): its first segment is a line.
    let easeOut = BezierCoefficients(0, 0, 0.58, 1).makeGuesses()
    #expect(easeOut.count == 128)
    #expect(easeOut[2] == 0 && easeOut[3] == 0 && easeOut[0] == 0 && easeOut[1] > 0)
  }

  @Test(
    "the table's segment is ⌊x × 32⌋ inside a segment, and ⌊x × 32⌋ or the one before at an exact inner end"
  )
  func segmentLookup() {
    var random = SplitMix64(seed: 0x7E3D_0002)
    for _ in 0..<10_000 {
      let scaled = random.uniform(0...32)
      guard scaled > 0, scaled < 32, scaled != scaled.rounded(.down) else { continue }
      #expect(BezierCoefficients.segment(containing: scaled) == Int(scaled.rounded(.down)))
    }
    for end in 1..<32 {
      let segment = BezierCoefficients.segment(containing: Double(end))
      #expect(segment == end || segment == end - 1, "at \(end)")
    }
    // The smallest and largest scaled positions inside (0, 32).
    #expect(BezierCoefficients.segment(containing: .leastNonzeroMagnitude) == 0)
    #expect(BezierCoefficients.segment(containing: 32.0.nextDown) == 31)
  }

  @Test(
    "a solved t leaves |x(t) − x| ≤ 1e-13, the Newton loop's tolerance, also when it stops on the curvature bound"
  )
  func residualWithinTolerance() {
    var random = SplitMix64(seed: 0x7E3D_0003)
    var curves = [(0.42, 0.0, 0.58, 1.0), (0.42, 0.0, 1.0, 1.0), (0.0, 0.0, 0.58, 1.0)]
    for _ in 0..<30 {
      curves.append(
        (
          random.uniform(0...1), random.uniform(-1...2), random.uniform(0...1),
          random.uniform(-1...2)
        ))
    }
    for (p1x, p1y, p2x, p2y) in curves {
      let curve = CubicBezier(p1x, p1y, p2x, p2y)
      var worst = 0.0
      for x in evenlySpaced(from: 0, to: 1, count: 3000) {
        worst = max(worst, abs(curve.coefficients.x(curve.parameter(forX: x)) - x))
      }
      // A tolerance of 1e-13 plus the rounding of evaluating x(t) (a few ulps of 1).
      #expect(worst <= 1e-13 + 1e-15, "residual \(worst) for \((p1x, p1y, p2x, p2y))")
    }
  }
}
