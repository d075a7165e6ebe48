/// TempoTestSupport: reusable, independent oracles and checkers for Tempo's tests.
///
/// Depends on `Tempo`, `TempoScene` (for ``SceneHarness``) and Swift Testing. Everything here is written from the formulas in
/// `animation-semantics.md`, never from Tempo's own implementation, so that the tests compare the
/// engine with an independent reference: ``ExactBezier`` (bisection to 1e-15),
/// ``ClosedFormSpring`` (the damped-oscillator solutions), ``SplitMix64`` (a fixed-seed random
/// generator for property tests), ``AnimationDriver`` (drives an ``Animation`` directly with an
/// ``AnimationContext``) and ``checkCurveContract(_:expected:tolerance:samples:sourceLocation:)``.
import Tempo

/// Whether `a` and `b` differ by at most `tolerance`.
package func isClose(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
  abs(a - b) <= tolerance
}

/// `count` + 1 evenly spaced values from `start` to `end`, both included.
package func evenlySpaced(from start: Double, to end: Double, count: Int) -> [Double] {
  (0...count).map { start + (end - start) * Double($0) / Double(count) }
}
