/// The retargetable spring behind `.spring`, `.smooth`, `.snappy`, `.bouncy` and `.default`.
///
/// It integrates the spring with velocity Verlet at a fixed step of 1/300 s, so a retarget
/// (merge) keeps position and velocity continuous. It finishes once |v| ≤ 0.06 units/s,
/// |a| ≤ 0.06 units/s² and the distance to the target is at most 1 % of the move; it is
/// logically complete one `response` after it started (or after its last merge).
struct SpringAnimation: CustomAnimation {
  /// The spring's physics; stiffness is capped at 45 000.
  let spring: Spring
  /// How long (s) a retarget blends from the previous response to this one; 0 for no blending.
  let blendDuration: Double

  init(_ spring: Spring, blendDuration: Double) {
    if spring.stiffness > Self.maximumStiffness {
      self.spring = Spring(
        response: 2 * .pi / Self.maximumStiffness.squareRoot(),
        dampingRatio: spring.dampingRatio)
    } else {
      self.spring = spring
    }
    self.blendDuration = blendDuration
  }

  static let maximumStiffness = 45_000.0
  static let step = 1.0 / 300
  static let restThreshold = 0.06 * 0.06
  /// How far (s) the integrator clock may lag `time` without another step: rounding, not time.
  static let clockTolerance = 1e-9

  @_specialize(where V == Double)
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    var state = context.springState
    if !state.isStarted {
      // At rest at the start, with zeros shaped like the move (a custom vector's `zero` may be
      // a placeholder, such as a one-element array).
      state.offset = value.scaled(by: 0)
      state.velocity = state.offset
      state.isStarted = true
    }
    if time - state.time > 1 { state.time = time - 1.0 / 60 }
    let h = Self.step
    let inverseMass = 1 / spring.mass
    var (stiffness, damping) = parameters(at: state.time, state: state)
    // The acceleration is carried from step to step (it was computed with the half-step
    // velocity); only its target term is updated when the move was retargeted since.
    var acceleration: V
    if let force = state.force {
      acceleration = force + (value - state.forceTarget).scaled(by: stiffness * inverseMass)
    } else {
      acceleration =
        (value - state.offset).scaled(by: stiffness * inverseMass)
        - state.velocity.scaled(by: damping * inverseMass)
    }
    // Step while the clock is behind `time`, ignoring a shortfall of rounding size, so that
    // the returned offset is never a whole step ahead of `time`.
    while time - state.time > Self.clockTolerance {
      if state.blendFromResponse != nil {
        (stiffness, damping) = parameters(at: state.time, state: state)
      }
      let halfVelocity = state.velocity + acceleration.scaled(by: h / 2)
      state.offset += halfVelocity.scaled(by: h)
      acceleration =
        (value - state.offset).scaled(by: stiffness * inverseMass)
        - halfVelocity.scaled(by: damping * inverseMass)
      state.velocity = halfVelocity + acceleration.scaled(by: h / 2)
      state.time += h
    }
    state.force = acceleration
    state.forceTarget = value
    if time - state.logicalStart >= spring.response { context.isLogicallyComplete = true }
    let remaining = value - state.offset
    let atRest =
      state.velocity.magnitudeSquared <= Self.restThreshold
      && acceleration.magnitudeSquared <= Self.restThreshold
      && remaining.magnitudeSquared <= max(1e-4 * value.magnitudeSquared, 1e-12)
    context.springState = state
    return atRest ? nil : state.offset
  }

  /// Stiffness and damping at integrator time `time`, following a response blend if one runs.
  private func parameters<V>(at time: Double, state: SpringState<V>) -> (Double, Double) {
    guard let from = state.blendFromResponse, blendDuration > 0 else {
      return (spring.stiffness, spring.damping)
    }
    let progress = min(max((time - state.blendStart) / blendDuration, 0), 1)
    let eased = progress * progress * (3 - 2 * progress)
    let response = from + (spring.response - from) * eased
    let blended = Spring(response: response, dampingRatio: spring.dampingRatio)
    return (min(blended.stiffness, Self.maximumStiffness), blended.damping)
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    let state = context.springState
    return state.isStarted ? state.velocity : value.scaled(by: 0)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    var previousContext = context
    let offset = previous.animate(value: value, time: time, context: &previousContext)
    var state: SpringState<V>
    if let previousSpring = previous.base as? SpringAnimation {
      state = previousContext.springState
      // The carried acceleration belongs to the previous spring's physics: recompute it.
      state.force = nil
      if blendDuration > 0, previousSpring.spring.response != spring.response {
        state.blendFromResponse = previousSpring.spring.response
        state.blendStart = time
      }
    } else {
      state = SpringState()
      // A custom animation may report a non-finite velocity: the spring then keeps its own.
      let reported = previous.velocity(value: value, time: time, context: previousContext)
      state.velocity =
        reported.flatMap { $0.magnitudeSquared.isFinite ? $0 : nil } ?? value.scaled(by: 0)
      state.offset = offset ?? value
      state.time = time
      state.isStarted = true
    }
    state.logicalStart = time
    context.springState = state
    return true
  }
}

/// The integrator state of a ``SpringAnimation``.
struct SpringState<Value: VectorArithmetic>: AnimationStateKey {
  /// Whether `offset` and `velocity` were set (before, they are placeholders).
  var isStarted = false
  var offset = Value.zero
  var velocity = Value.zero
  /// The acceleration after the last step (units/s², per unit mass), or nil before the first.
  var force: Value?
  /// The target (`value`) that ``force`` was computed for.
  var forceTarget = Value.zero
  var time = 0.0
  var logicalStart = 0.0
  var blendFromResponse: Double?
  var blendStart = 0.0

  static var defaultValue: Self { Self() }
}

extension AnimationContext {
  var springState: SpringState<Value> {
    get { state[SpringState<Value>.self] }
    set { state[SpringState<Value>.self] = newValue }
  }
}

extension SpringAnimation: CustomStringConvertible {
  var description: String {
    "spring(duration: \(spring.duration), bounce: \(spring.bounce), blendDuration: \(blendDuration))"
  }
}
