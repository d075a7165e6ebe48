/// The polynomial coefficients of a unit cubic Bézier from (0, 0) to (1, 1).
///
/// Each axis is ((a t + b) t + c) t with c = 3 p1, b = 3 (p2 − p1) − c, a = 1 − c − b.
/// `parameter(forX:guesses:)` solves x(t) = x with Newton steps, falling back to bisection, to
/// |Δx| ≤ 1e-13, so y is within 1e-9 of the exact curve.
struct BezierCoefficients: Hashable, Sendable {
  let ax: Double, bx: Double, cx: Double
  let ay: Double, by: Double, cy: Double

  init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
    cx = 3 * p1x
    bx = 3 * (p2x - p1x) - cx
    ax = 1 - cx - bx
    cy = 3 * p1y
    by = 3 * (p2y - p1y) - cy
    ay = 1 - cy - by
  }

  @inline(__always) func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  @inline(__always) func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  @inline(__always) func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
  @inline(__always) func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

  /// The number of segments of a first-guess table.
  static let segments = 32
  /// The number of values in a first-guess table: t at the `segments + 1` ends of the
  /// segments, then each segment's two end tangents.
  static let tableSize = 3 * segments + 1

  /// A table of t at x = i/32 for i = 0…32, then for each segment the tangents of the cubic
  /// Hermite interpolation of t(x) at its ends (dt/dx times the segment's width, positive), or
  /// zeros where the slopes at its ends differ by a factor of 2 or more (near a vertical or
  /// flat end the cubic guesses worse than a line); empty when x(t) is not monotonic on [0, 1].
  func makeGuesses() -> [Double] {
    let monotonic = (0...256).allSatisfy { dx(Double($0) / 256) >= 0 }
    guard monotonic else { return [] }
    let ends = (0...Self.segments).map { bisect(Double($0) / Double(Self.segments)) }
    let width = 1 / Double(Self.segments)
    var table = ends
    for index in 0..<Self.segments {
      let (low, high) = (dx(ends[index]), dx(ends[index + 1]))
      if min(low, high) > 0, max(low, high) < 2 * min(low, high) {
        table += [width / low, width / high]
      } else {
        table += [0, 0]
      }
    }
    return table
  }

  /// The curve parameter t ∈ [0, 1] at which x(t) = `x` (x clamped to [0, 1]).
  ///
  /// `guesses` is this curve's table from `makeGuesses()` (or empty: start from t = x).
  @inline(__always)
  func parameter(forX x: Double, guesses: UnsafeBufferPointer<Double>) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var t = x
    if guesses.count == Self.tableSize {
      let scaled = x * Double(Self.segments)
      let index = min(Int(scaled), Self.segments - 1)
      let (low, high) = (guesses[index], guesses[index + 1])
      let u = scaled - Double(index)
      let lowTangent = guesses[Self.segments + 1 + 2 * index]
      if lowTangent == 0 {
        t = low + (high - low) * u
      } else {
        // Cubic Hermite: about one Newton step fewer than the line between the ends.
        let highTangent = guesses[Self.segments + 2 + 2 * index]
        let (u2, u3) = (u * u, u * u * u)
        t =
          (2 * u3 - 3 * u2 + 1) * low + (u3 - 2 * u2 + u) * lowTangent
          + (3 * u2 - 2 * u3) * high + (u3 - u2) * highTangent
      }
    }
    for _ in 0..<8 {
      let error = self.x(t) - x
      if abs(error) < 1e-13 { return t }
      let slope = dx(t)
      if abs(slope) < 1e-9 { break }
      t -= error / slope
      if t < 0 || t > 1 { break }
    }
    return bisect(x)
  }

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
    guesses.withUnsafeBufferPointer { coefficients.parameter(forX: x, guesses: $0) }
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
