/// Plays its base animation several times (or forever), optionally reversing every other play.
///
/// `count` counts plays, a reverse play being one; `nil` repeats forever. Each play starts with a
/// fresh base state on the frame after the previous play ended. A reversed play returns Δ − base.
/// After the last play the value is at the target.
struct RepeatAnimation: CustomAnimation {
  let base: Animation
  /// The number of plays, or `nil` for forever.
  let count: Int?
  /// Whether every other play runs backwards.
  let autoreverses: Bool

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    var state = context.state[RepeatState<V>.self]
    if state.startsNextPlay {
      state.play += 1
      state.playStart = time
      state.baseState = AnimationState()
      state.startsNextPlay = false
    }
    let plays = max(count ?? .max, 1)
    let reversed = autoreverses && state.play % 2 == 1
    var baseContext = context.withState(state.baseState)
    let offset = base.animate(value: value, time: time - state.playStart, context: &baseContext)
    state.baseState = baseContext.state
    defer { context.state[RepeatState<V>.self] = state }
    guard let offset else {
      if state.play + 1 >= plays {
        context.isLogicallyComplete = true
        return nil
      }
      state.startsNextPlay = true
      return reversed ? value.scaled(by: 0) : value
    }
    return reversed ? value - offset : offset
  }
}

/// The progress of a ``RepeatAnimation``: which play runs, since when, and its base's state.
struct RepeatState<Value: VectorArithmetic>: AnimationStateKey {
  var play = 0
  var playStart = 0.0
  var startsNextPlay = false
  var baseState = AnimationState<Value>()

  static var defaultValue: Self { Self() }
}

extension RepeatAnimation: CustomStringConvertible {
  var description: String {
    if let count {
      return "\(base).repeatCount(\(count), autoreverses: \(autoreverses))"
    }
    return "\(base).repeatForever(autoreverses: \(autoreverses))"
  }
}
