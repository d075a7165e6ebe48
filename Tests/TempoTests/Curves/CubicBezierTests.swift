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
    "a first-guess table: 33 segment ends, then each segment's Hermite tangents (width ÷ dx/dt), zeros next to a flat end"
  )
  func firstGuessTable() {
    let easeInOut = BezierCoefficients(0.42, 0, 0.58, 1)
    let table = easeInOut.makeGuesses()
    #expect(table.count == 33 + 2 * 32)
    for index in 0...32 {
      // Each end is the t at which x(t) = index / 32.
      #expect(abs(easeInOut.x(table[index]) - Double(index) / 32) < 1e-13)
    }
    for segment in 0..<32 {
      let (low, high) = (table[segment], table[segment + 1])
      #expect(abs(table[33 + 2 * segment] - 1 / 32 / easeInOut.dx(low)) < 1e-15)
      #expect(abs(table[34 + 2 * segment] - 1 / 32 / easeInOut.dx(high)) < 1e-15)
    }
    // easeOut's x(t) is flat at t = 0 (dx/dt = 3 × 0 = 0): its first segment is a line.
    let easeOut = BezierCoefficients(0, 0, 0.58, 1).makeGuesses()
    #expect(easeOut.count == 97)
    #expect(easeOut[33] == 0 && easeOut[34] == 0)
  }
}
