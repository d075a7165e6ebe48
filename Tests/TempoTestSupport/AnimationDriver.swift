import Tempo

/// Drives an ``Animation`` directly, the way an animator would, with one persistent context.
package struct AnimationDriver<Value: VectorArithmetic> {
  /// The animation being driven.
  package var animation: Animation
  /// The whole move (target − start) passed as `value` on every call.
  package var value: Value
  /// The context kept between calls (state, environment, logical completion).
  package var context: AnimationContext<Value>

  /// Creates a driver for `animation` across `value`, starting from `context` (default: a
  /// fresh one).
  package init(_ animation: Animation, value: Value, context: AnimationContext<Value>? = nil) {
    self.animation = animation
    self.value = value
    self.context = context ?? AnimationContext()
  }

  /// The offset returned at `time` seconds (nil once finished).
  package mutating func sample(at time: Double) -> Value? {
    animation.animate(value: value, time: time, context: &context)
  }

  /// The velocity reported at `time` seconds (nil if the animation does not report one).
  package func velocity(at time: Double) -> Value? {
    animation.velocity(value: value, time: time, context: context)
  }

  /// Samples at each of `times` in order and returns every result.
  package mutating func run(_ times: [Double]) -> [Value?] {
    times.map { sample(at: $0) }
  }

  /// The first of `times` (in order) at which the animation returns nil, sampling every one.
  package mutating func finishTime(_ times: [Double]) -> Double? {
    for time in times where sample(at: time) == nil { return time }
    return nil
  }

  /// The first of `times` at which the context reports logical completion, sampling every one.
  package mutating func logicalCompletionTime(_ times: [Double]) -> Double? {
    for time in times {
      _ = sample(at: time)
      if context.isLogicallyComplete { return time }
    }
    return nil
  }
}

/// Frame times n/fps for n = 0…, up to and including `end` seconds (computed as n/fps, no sums).
package func frameTimes(fps: Double = 60, through end: Double) -> [Double] {
  let count = Int((end * fps).rounded(.down))
  return (0...count).map { Double($0) / fps }
}
