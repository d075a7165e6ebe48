/// The polynomial coefficients of a unit cubic Bézier from (0, 0) to (1, 1).
///
/// Each axis is ((a t + b) t + c) t with c = 3 p1, b = 3 (p2 − p1) − c, a = 1 − c − b.
/// `parameter(forX:guesses:)` solves x(t) = x with Newton steps from a tabled first guess,
/// falling back to bisection, to |Δx| ≤ 1e-13, so y is within 1e-9 of the exact curve.
struct BezierCoefficients: Hashable, Sendable {
  let ax: Double, bx: Double, cx: Double
  let ay: Double, by: Double, cy: Double
  /// Half the largest |x''(t)| for t ∈ [−1, 2] (x'' is linear, so at an end): bounds the
  /// error a Newton step leaves.
  let halfCurvatureBound: Double

  init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
    cx = 3 * p1x
    bx = 3 * (p2x - p1x) - cx
    ax = 1 - cx - bx
    cy = 3 * p1y
    by = 3 * (p2y - p1y) - cy
    ay = 1 - cy - by
    // x''(t) = 6 a t + 2 b.
    halfCurvatureBound = max(abs(-6 * ax + 2 * bx), abs(12 * ax + 2 * bx)) / 2
  }

  @inline(__always) func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  @inline(__always) func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  @inline(__always) func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
  @inline(__always) func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

  /// The number of segments of a first-guess table.
  static let segments = 32
  /// The number of values in a first-guess table: four polynomial coefficients per segment.
  static let tableSize = 4 * segments

  /// A table of first guesses for t(x): for each of the 32 segments of x (i/32 to (i+1)/32),
  /// the coefficients c0…c3 of a cubic in u ∈ [0, 1] across the segment, t ≈ ((c3 u + c2) u +
  /// c1) u + c0. The cubic is the Hermite interpolation of t(x) through its ends, with tangents
  /// dt/dx times the segment's width; where the slopes at a segment's ends differ by a factor of
  /// 2 or more (near a vertical or flat end the cubic guesses worse) it is the line between the
  /// ends. Empty when x(t) is not monotonic on [0, 1].
  func makeGuesses() -> [Double] {
    let monotonic = (0...256).allSatisfy { dx(Double($0) / 256) >= 0 }
    guard monotonic else { return [] }
    // x(0) = 0 and x(1) = 1 exactly; the inner ends are solved.
    let ends = (0...Self.segments).map { index -> Double in
      index == 0 || index == Self.segments
        ? Double(index / Self.segments) : bisect(Double(index) / Double(Self.segments))
    }
    let width = 1 / Double(Self.segments)
    var table: [Double] = []
    for index in 0..<Self.segments {
      let (p0, p1) = (ends[index], ends[index + 1])
      let (low, high) = (dx(p0), dx(p1))
      if min(low, high) > 0, max(low, high) < 2 * min(low, high) {
        // The Hermite basis collected by powers of u.
        let (m0, m1) = (width / low, width / high)
        table += [p0, m0, 3 * (p1 - p0) - 2 * m0 - m1, 2 * (p0 - p1) + m0 + m1]
      } else {
        table += [p0, p1 - p0, 0, 0]
      }
    }
    return table
  }

  /// The curve parameter t ∈ [0, 1] at which x(t) = `x` (x clamped to [0, 1]).
  ///
  /// `guesses` is this curve's table from `makeGuesses()` (or `nil`: start from t = x). The
  /// lanes solve thousands of curves per tick through this, so its common path has no checked
  /// arithmetic: the table's indices are in range by construction.
  @inline(__always)
  func parameter(forX x: Double, guesses: UnsafePointer<Double>?) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var t = x
    if let guesses {
      let scaled = x * Double(Self.segments)
      let index = Self.segment(containing: scaled)
      let u = scaled - Double(index)
      let c = guesses + 4 &* index
      t = ((c[3] * u + c[2]) * u + c[1]) * u + c[0]
    }
    for _ in 0..<8 {
      let error = self.x(t) - x
      if abs(error) < 1e-13 { return t }
      let slope = dx(t)
      if abs(slope) < 1e-9 { break }
      let step = error / slope
      t -= step
      if t < 0 || t > 1 { break }
      // By Taylor, x(t) − x is now ½ x''(ξ) step² for a ξ between the old t and the new:
      // when that is within half the tolerance (rounding adds ~1e-16), t is done without
      // evaluating x(t) again.
      if halfCurvatureBound * step * step < 5e-14 { return t }
    }
    return bisect(x)
  }

  /// The first-guess table's segment for `scaled` = x × `segments`, x ∈ (0, 1): ⌊scaled⌋, or
  /// at an exact inner end (scaled an integer) possibly the segment before, as rounding ties to
  /// even (either segment has x at an end, so either guesses well),
  /// found by rounding in the mantissa (Swift's `Int(_:)` checks the range, which costs as much
  /// as the rest of the lookup).
  @inline(__always)
  static func segment(containing scaled: Double) -> Int {
    // Adding 1.5 × 2^52 lands in [2^52, 2^53), where the spacing of doubles is 1: the sum is
    // rounded to an integer held in the low bits of the mantissa. scaled − 0.5 ∈ (−0.5, 31.5)
    // rounds to 0…32, so the low 6 bits hold it. (2^52 alone would put the negative half in
    // [2^51, 2^52), where the spacing is ½.)
    let rounded = Int(truncatingIfNeeded: ((scaled - 0.5) + 0x1.8p52).bitPattern & 0x3f)
    return rounded < segments ? rounded : segments &- 1
  }

  @inline(never)
  private func bisect(_ x: Double) -> Double {
    var low = 0.0
    var high = 1.0
    var t = x
    for _ in 0..<64 {
      t = (low + high) / 2
      let value = self.x(t)
      if abs(value - x) < 1e-14 { break }
      if value < x { low = t } else { high = t }
    }
    return t
  }
}

/// A unit cubic Bézier as a function y(x), with its first-guess table.
struct CubicBezier: Hashable, Sendable {
  let coefficients: BezierCoefficients
  let guesses: [Double]

  init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
    coefficients = BezierCoefficients(p1x, p1y, p2x, p2y)
    guesses = coefficients.makeGuesses()
  }

  /// The curve parameter t at horizontal position `x` ∈ [0, 1].
  func parameter(forX x: Double) -> Double {
    // An empty table (x(t) not monotonic): Newton's method from t = x.
    guesses.withUnsafeBufferPointer {
      coefficients.parameter(
        forX: x, guesses: $0.count == BezierCoefficients.tableSize ? $0.baseAddress : nil)
    }
  }

  /// The curve's y at horizontal position `x` ∈ [0, 1].
  func value(at x: Double) -> Double { coefficients.y(parameter(forX: x)) }

  /// The slope dy/dx at horizontal position `x` ∈ [0, 1].
  ///
  /// Where dx/dt vanishes the slope is vertical (±∞ by the sign of dy/dt); where both vanish
  /// (a cusp) it is 1, as SwiftUI takes equal parametric derivatives. Ends with a control point
  /// on them are handled by ``UnitCurve/degenerateEndSlope(_:_:at:)``.
  func slope(at x: Double) -> Double {
    let t = parameter(forX: x)
    let (dx, dy) = (coefficients.dx(t), coefficients.dy(t))
    if abs(dx) < 1e-12 {
      if abs(dy) < 1e-12 { return 1 }
      return dy < 0 ? -.infinity : .infinity
    }
    return dy / dx
  }
}
