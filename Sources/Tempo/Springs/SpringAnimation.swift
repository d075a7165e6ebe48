/// The retargetable spring behind `.spring`, `.smooth`, `.snappy`, `.bouncy` and `.default`.
///
/// It integrates the spring with ``SpringStepper`` (velocity Verlet at a fixed step of 1/300 s),
/// so a retarget (merge) keeps position and velocity continuous. It finishes by
/// ``SpringTolerance/standard`` (|v| ≤ 0.06 units/s, |a| ≤ 0.06 units/s², within 1 % of the
/// move); it is logically complete one `response` after it started (or after its last merge).
/// The engine's spring lane runs the same stepper and rest rule.
struct SpringAnimation: CustomAnimation {
  /// The spring's physics; stiffness is capped at 45 000.
  let spring: Spring
  /// How long (s) a retarget blends from the previous response to this one; 0 for no blending.
  let blendDuration: Double
  /// Whether this is `Animation.default`: it moves as this spring, but SwiftUI's default is an
  /// animation of its own (`DefaultAnimation()`), equal to no spring.
  var isDefault = false

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
  /// The rest rule, shared with the engine's spring lane.
  static let tolerance = SpringTolerance.standard

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
    SpringStepper.skipStall(&state.time, before: time)
    var stepper = stepper(at: state.time, state: state)
    // The acceleration is carried from step to step (it was computed with the half-step
    // velocity); only its target term is updated when the move was retargeted since.
    var acceleration: V
    if let force = state.force {
      acceleration = force + (value - state.forceTarget).scaled(by: stepper.stiffness)
    } else {
      acceleration = stepper.acceleration(
        target: value, offset: state.offset, velocity: state.velocity)
    }
    if state.blendFromResponse == nil {
      stepper.advance(
        offset: &state.offset, velocity: &state.velocity, acceleration: &acceleration,
        clock: &state.time, to: time, target: value)
    } else {
      while SpringStepper.isBehind(state.time, time) {
        stepper = self.stepper(at: state.time, state: state)
        stepper.step(
          offset: &state.offset, velocity: &state.velocity, acceleration: &acceleration,
          clock: &state.time, target: value)
      }
    }
    state.force = acceleration
    state.forceTarget = value
    if time - state.logicalStart >= spring.response { context.isLogicallyComplete = true }
    let atRest = Self.tolerance.isAtRest(
      velocity: state.velocity, acceleration: acceleration, remaining: value - state.offset,
      move: value)
    context.springState = state
    return atRest ? nil : state.offset
  }

  /// The stepper for this spring (per unit mass), the physics of a lane slot too.
  var stepper: SpringStepper {
    let inverseMass = 1 / spring.mass
    return SpringStepper(
      stiffness: spring.stiffness * inverseMass, damping: spring.damping * inverseMass)
  }

  /// The stepper at integrator time `time`, following a response blend if one runs.
  private func stepper<V>(at time: Double, state: SpringState<V>) -> SpringStepper {
    let (stiffness, damping) = parameters(at: time, state: state)
    let inverseMass = 1 / spring.mass
    return SpringStepper(stiffness: stiffness * inverseMass, damping: damping * inverseMass)
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
    if isDefault { return "DefaultAnimation()" }
    return
      "spring(duration: \(spring.duration), bounce: \(spring.bounce), blendDuration: \(blendDuration))"
  }
}
