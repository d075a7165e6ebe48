/// An animation that follows a unit curve over a fixed duration (SwiftUI's Bézier animations).
///
/// Returns `value × curve(time / duration)` while `time ≤ duration` (the full value at exactly
/// `duration`), reports logical completion from `duration` on, and returns `nil` after it.
struct TimingCurveAnimation: CustomAnimation {
  /// The curve the progress follows.
  let curve: UnitCurve
  /// The duration, in seconds.
  let duration: TimeInterval

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    if time > duration { return nil }
    if time >= duration {
      context.isLogicallyComplete = true
      return value
    }
    return value.scaled(by: fraction(at: time))
  }

  /// The eased fraction at `time` seconds.
  @inline(__always) func fraction(at time: TimeInterval) -> Double {
    let progress = time / duration
    if let bezier = curve.bezier { return bezier.value(at: progress) }
    return curve.value(at: progress)
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    guard duration > 0, time <= duration else { return .zero }
    return value.scaled(by: curve.velocity(at: time / duration) / duration)
  }
}

extension TimingCurveAnimation: CustomStringConvertible {
  var description: String {
    "\(curve)(duration: \(duration))"
  }
}
