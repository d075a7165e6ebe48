import Testing
import Tempo

/// Checks the contract every ``UnitCurve`` keeps, against an independent `expected` function.
///
/// - value(0) = 0 and value(1) = 1 exactly; progress outside [0, 1] is clamped;
/// - value(x) is within `tolerance` of `expected(x)` at `samples` + 1 evenly spaced points;
/// - the reported velocity agrees with a central difference of `expected` away from the ends
///   (to 1e-4 relative, where the slope is finite and moderate).
package func checkCurveContract(
  _ curve: UnitCurve, expected: (Double) -> Double, tolerance: Double, samples: Int = 1000,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(curve.value(at: 0) == 0, "value(0)", sourceLocation: sourceLocation)
  #expect(curve.value(at: 1) == 1, "value(1)", sourceLocation: sourceLocation)
  #expect(
    curve.value(at: -0.5) == curve.value(at: 0), "clamped below", sourceLocation: sourceLocation)
  #expect(
    curve.value(at: 1.5) == curve.value(at: 1), "clamped above", sourceLocation: sourceLocation)
  var worst = (x: 0.0, error: 0.0)
  for x in evenlySpaced(from: 0, to: 1, count: samples) {
    let error = abs(curve.value(at: x) - expected(x))
    if error > worst.error { worst = (x, error) }
  }
  #expect(
    worst.error <= tolerance, "worst error \(worst.error) at x = \(worst.x)",
    sourceLocation: sourceLocation)
  let h = 1e-6
  for x in evenlySpaced(from: 0.05, to: 0.95, count: 18) {
    let difference = (expected(x + h) - expected(x - h)) / (2 * h)
    guard abs(difference) < 20 else { continue }
    let velocity = curve.velocity(at: x)
    #expect(
      abs(velocity - difference) <= 1e-4 * max(1, abs(difference)),
      "velocity \(velocity) vs \(difference) at x = \(x)", sourceLocation: sourceLocation)
  }
}
