/// A reference cubic Bézier timing curve, solved by plain bisection to 1e-15 in the parameter.
///
/// Written in Bernstein form, B(t) = 3(1 − t)²t·p1 + 3(1 − t)t²·p2 + t³, independently of
/// Tempo's polynomial-coefficient form. Requires p1x, p2x ∈ [0, 1] so that x(t) is monotonic.
package struct ExactBezier: Sendable {
  /// The control points.
  package let p1x: Double, p1y: Double, p2x: Double, p2y: Double

  /// Creates the curve through (0, 0), (p1x, p1y), (p2x, p2y), (1, 1).
  package init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
    (self.p1x, self.p1y, self.p2x, self.p2y) = (p1x, p1y, p2x, p2y)
  }

  #if arch(x86_64) || arch(i386)
    /// The reference arithmetic: 64-bit-mantissa extended precision.
    typealias Wide = Float80
  #else
    /// The reference arithmetic.
    typealias Wide = Double
  #endif

  private static func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    Double(wideBernstein(Wide(p1), Wide(p2), Wide(t)))
  }

  private static func wideBernstein(_ p1: Wide, _ p2: Wide, _ t: Wide) -> Wide {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  private static func derivative(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }

  /// The curve parameter at which x(t) = `x`, by bisection until the bracket is below 1e-15.
  package func parameter(forX x: Double) -> Double {
    var (low, high) = (0.0, 1.0)
    while high - low > 1e-15 {
      let middle = (low + high) / 2
      if middle <= low || middle >= high { break }
      if Self.wideBernstein(Wide(p1x), Wide(p2x), Wide(middle)) < Wide(x) {
        low = middle
      } else {
        high = middle
      }
    }
    return (low + high) / 2
  }

  /// y at horizontal position `x` (clamped to [0, 1]); exactly 0 and 1 at the ends.
  package func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return Self.bernstein(p1y, p2y, parameter(forX: x))
  }

  /// The slope dy/dx at horizontal position `x`.
  package func slope(at x: Double) -> Double {
    let t = parameter(forX: min(max(x, 0), 1))
    return Self.derivative(p1y, p2y, t) / Self.derivative(p1x, p2x, t)
  }
}
