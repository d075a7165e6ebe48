/// One animation running on a property: a link of the chain that combines retargets.
///
/// `target` is cumulative from the chain's origin (the first entry's `base`, a zero shaped like
/// the property's values): the entry animates from where the entries before it are (`base`, as
/// last sampled) to `target`.
struct AnimationEntry<Value: VectorArithmetic> {
  let animation: Animation
  /// The engine time (s) at which the entry began.
  let begin: Double
  var target: Value
  var base: Value
  var state: AnimationState<Value>
  var isFinished = false
  var isLogicallyComplete = false
  /// Completions waiting for this entry to be logically complete.
  var logicalGroups: [CompletionGroup]
  /// The animation when it is a Bézier timing curve: sampled here directly, without the
  /// existential call, the context and the environment copy (the same arithmetic as
  /// ``TimingCurveAnimation/animate(value:time:context:)``).
  private let timingCurve: TimingCurveAnimation?

  init(
    animation: Animation, begin: Double, target: Value, base: Value,
    state: AnimationState<Value> = .init(), logicalGroups: [CompletionGroup]
  ) {
    self.animation = animation
    self.begin = begin
    self.target = target
    self.base = base
    self.state = state
    self.logicalGroups = logicalGroups
    let curve = animation.base as? TimingCurveAnimation
    timingCurve = curve?.curve.bezier == nil ? nil : curve
  }

  /// Runs the animation at engine time `time` from `base`; returns the offset it reaches.
  @inline(__always)
  mutating func sample(from base: Value, at time: Double, environment: EnvironmentValues) -> Value {
    self.base = base
    if let curve = timingCurve {
      let elapsed = time - begin
      if elapsed > curve.duration + TimingCurveAnimation.endTolerance {
        (isFinished, isLogicallyComplete) = (true, true)
        return target
      }
      if elapsed >= curve.duration - TimingCurveAnimation.endTolerance {
        isLogicallyComplete = true
        return base + (target - base)
      }
      return base
        + (target - base).scaled(by: curve.curve.bezier!.value(at: elapsed / curve.duration))
    }
    var context = AnimationContext<Value>(
      environment: environment, isLogicallyComplete: isLogicallyComplete)
    swap(&context.state, &state)
    let offset = animation.animate(value: target - base, time: time - begin, context: &context)
    swap(&context.state, &state)
    if offset == nil { isFinished = true }
    if context.isLogicallyComplete || isFinished { isLogicallyComplete = true }
    return offset.map { base + $0 } ?? target
  }

  /// Releases the completions waiting for logical completion, adding those that became ready
  /// to `ready`.
  mutating func releaseLogicalGroups(into ready: inout [CompletionGroup]) {
    for group in logicalGroups where group.release() { ready.append(group) }
    logicalGroups.removeAll()
  }
}
