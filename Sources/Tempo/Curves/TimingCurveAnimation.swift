/// An animation that follows a unit curve over a fixed duration (SwiftUI's Bézier animations).
///
/// Returns `value × curve(time / duration)` while `time ≤ duration` (the full value at
/// `duration`, within 1 ns), reports logical completion from `duration` on, and returns `nil` after it.
struct TimingCurveAnimation: CustomAnimation {
  /// The curve the progress follows.
  let curve: UnitCurve
  /// The duration, in seconds.
  let duration: TimeInterval

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    if time > duration + Self.endTolerance { return nil }
    if time >= duration - Self.endTolerance {
      context.isLogicallyComplete = true
      return value
    }
    return value.scaled(by: fraction(at: time))
  }

  /// How close (s) to `duration` a time counts as the end, so that frame times computed in
  /// floating point (2.2 − 1.2 = 1.0000000000000002) do not skip the final frame.
  static let endTolerance = 1e-9

  /// The eased fraction at `time` seconds.
  @inline(__always) func fraction(at time: TimeInterval) -> Double {
    let progress = time / duration
    if let bezier = curve.bezier { return bezier.value(at: progress) }
    return curve.value(at: progress)
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    guard duration > 0, time <= duration else { return value.scaled(by: 0) }
    return value.scaled(by: Self.finiteSlope(of: curve, at: time / duration) / duration)
  }

  /// The curve's slope at `progress`, or where it is vertical (a circular curve's ends and
  /// middle) the secant over the next 1/1000 of progress: a spring that takes over from the
  /// curve needs a finite velocity (an infinite one made its offset NaN).
  static func finiteSlope(of curve: UnitCurve, at progress: Double) -> Double {
    let slope = curve.velocity(at: progress)
    if slope.isFinite { return slope }
    let x = min(max(progress, 0), 1)
    let h = 1e-3
    let (a, b) = x + h <= 1 ? (x, x + h) : (x - h, x)
    return (curve.value(at: b) - curve.value(at: a)) / h
  }
}

extension TimingCurveAnimation: CustomStringConvertible {
  var description: String {
    "\(curve)(duration: \(duration))"
  }
}
