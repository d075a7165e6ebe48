/// The velocity of a property's non-animated changes made with `Transaction.tracksVelocity`.
///
/// Each change is a sample (model value, engine time); the velocity is that of the last two
/// samples (units/s). An animation that begins next starts with it if it can (a spring merges
/// with the tracked motion, as with a running animation), unless no sample came in the last
/// ``maximumAge`` seconds (the interaction had stopped: the velocity is then zero).
final class VelocityTracker<Value: VectorArithmetic> {
  /// How long (s) after its last sample a tracked velocity still counts.
  static var maximumAge: Double { 0.1 }

  private(set) var lastValue: Value
  private(set) var lastTime: Double
  /// The velocity of the last two samples (units/s), or `nil` after one sample.
  private(set) var velocity: Value?

  /// Starts tracking at `value` at engine time `time` (the value before the first change).
  init(value: Value, time: Double) {
    lastValue = value
    lastTime = time
  }

  /// Adds a sample; samples at the same time replace the position but keep the velocity.
  func add(_ value: Value, at time: Double) {
    let interval = time - lastTime
    if interval > 0 { velocity = (value - lastValue).scaled(by: 1 / interval) }
    lastValue = value
    lastTime = time
  }

  /// The velocity to hand to an animation beginning at `time`, if it is recent enough.
  func velocity(at time: Double) -> Value? {
    time - lastTime <= Self.maximumAge ? velocity : nil
  }
}

/// The motion of tracked changes, shown to an animation that begins after them as the
/// "previous" animation, so that a spring takes over its velocity (SwiftUI's mechanism).
struct VelocityTrackingAnimation: CustomAnimation {
  /// At rest where it is: the tracked changes were applied at once.
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    value.scaled(by: 0)
  }

  /// The tracked velocity (units/s), carried in the context's state.
  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    context.state[TrackedVelocityKey<V>.self]
  }
}

/// Where ``VelocityTrackingAnimation`` finds the tracked velocity.
struct TrackedVelocityKey<V: VectorArithmetic>: AnimationStateKey {
  static var defaultValue: V? { nil }
}
