import Tempo

/// Runs its base animation at the environment's `animationSpeed` (the demo's S key: 1/10).
///
/// Time is accumulated frame by frame, so changing the speed mid-animation bends its pace
/// without a jump.
struct SlowMotionAnimation: CustomAnimation {
  let base: Animation

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    var clock = context.state[SlowMotionClock.self]
    let speed = context.environment.animationSpeed
    clock.effectiveTime += (clock.lastTime.map { time - $0 } ?? time) * speed
    clock.lastTime = time
    context.state[SlowMotionClock.self] = clock
    return base.animate(value: value, time: clock.effectiveTime, context: &context)
  }
}

/// The time a ``SlowMotionAnimation``'s base has seen, and when it last ran.
private struct SlowMotionClock: AnimationStateKey {
  var lastTime: Double?
  var effectiveTime = 0.0

  static var defaultValue: Self { Self() }
}

/// The environment key behind `animationSpeed`.
private struct AnimationSpeedKey: EnvironmentKey {
  static let defaultValue = 1.0
}

extension EnvironmentValues {
  /// How fast the demo's animations run: 1 normally, 0.1 in slow motion.
  var animationSpeed: Double {
    get { self[AnimationSpeedKey.self] }
    set { self[AnimationSpeedKey.self] = newValue }
  }
}

extension Animation {
  /// This animation, slowed down by the environment's `animationSpeed`.
  var slowMotionCapable: Animation { Animation(SlowMotionAnimation(base: self)) }
}
