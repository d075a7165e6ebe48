/// Holds its base animation at time 0 for `delay` seconds: the base sees max(0, t − delay).
struct DelayAnimation: CustomAnimation {
  let base: Animation
  /// The delay, in seconds.
  let delay: TimeInterval

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    base.animate(value: value, time: max(0, time - delay), context: &context)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    guard let previous = previous.base as? Self, previous.delay == delay else { return false }
    return base.shouldMerge(
      previous: previous.base, value: value, time: max(0, time - delay), context: &context)
  }
}

extension DelayAnimation: CustomStringConvertible {
  var description: String { "\(base).delay(\(delay))" }
}
