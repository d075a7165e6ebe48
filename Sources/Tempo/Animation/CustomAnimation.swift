/// A type that defines how an animated value changes over time.
///
/// The same contract as SwiftUI's `CustomAnimation`: `animate` receives the whole delta being
/// animated across (`value`, target − start) and the seconds since the animation began (`time`),
/// and returns the current offset from the start, or `nil` once the animation has finished.
public protocol CustomAnimation: Hashable, Sendable {
  /// Returns the offset from the start at `time` seconds, or `nil` when the animation is done.
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V?

  /// Returns the velocity (units per second) at `time` seconds, or `nil` if unknown.
  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V?

  /// Returns whether this animation takes over a running `previous` one instead of running beside it.
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool
}

extension CustomAnimation {
  /// By default an animation does not report a velocity.
  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    nil
  }

  /// By default an animation does not merge: a new one is combined with the running one.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    false
  }
}
