// The seed's PausableAnimation (Apple's AnimationState page), unchanged but for the import:
// the demo's Space key pauses every animation through `animationPaused`.
import Tempo

private struct PausableState<Value: VectorArithmetic>: AnimationStateKey {
  var paused = false
  var pauseTime: TimeInterval = 0.0

  static var defaultValue: Self { .init() }
}

extension AnimationContext {
  fileprivate var pausableState: PausableState<Value> {
    get { state[PausableState<Value>.self] }
    set { state[PausableState<Value>.self] = newValue }
  }
}

struct PausableAnimation: CustomAnimation {
  let base: Animation

  func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
  where V: VectorArithmetic {
    let paused = context.environment.animationPaused
    let pausableState = context.pausableState
    var pauseTime = pausableState.pauseTime
    if pausableState.paused != paused {
      pauseTime = time - pauseTime
      context.pausableState = PausableState(paused: paused, pauseTime: pauseTime)
    }

    let effectiveTime = paused ? pauseTime : time - pauseTime
    let result = base.animate(value: value, time: effectiveTime, context: &context)
    return result
  }
}

/// The environment key behind `animationPaused`.
private struct AnimationPausedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the demo's animations are paused (read by ``PausableAnimation``).
  var animationPaused: Bool {
    get { self[AnimationPausedKey.self] }
    set { self[AnimationPausedKey.self] = newValue }
  }
}

extension Animation {
  /// This animation, pausable through the environment's `animationPaused`.
  var pausable: Animation { Animation(PausableAnimation(base: self)) }
}
