// The seed's PausableAnimation, verbatim but for the import (Apple's AnimationState page).
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
