/// Runs its base animation `speed` times faster: the base sees speed · t.
struct SpeedAnimation: CustomAnimation {
  let base: Animation
  /// The time multiplier (2 plays twice as fast).
  let speed: Double

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    base.animate(value: value, time: time * speed, context: &context)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    guard let previous = previous.base as? Self, previous.speed == speed else { return false }
    return base.shouldMerge(
      previous: previous.base, value: value, time: time * speed, context: &context)
  }
}

extension SpeedAnimation: CustomStringConvertible {
  var description: String { "\(base).speed(\(speed))" }
}
