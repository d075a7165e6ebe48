/// Passes time through to its base unchanged and counts as logically complete after `duration`.
///
/// The base's own logical completion is ignored: this modifier decides it (or the base finishing).
struct LogicallyCompleteAnimation: CustomAnimation {
  let base: Animation
  /// The time (s) from which the animation counts as logically complete.
  let duration: TimeInterval

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    var baseContext = context.withState(context.state)
    let offset = base.animate(value: value, time: time, context: &baseContext)
    context.state = baseContext.state
    if time >= duration - 1e-9 || offset == nil { context.isLogicallyComplete = true }
    return offset
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    guard let previous = previous.base as? Self, previous.duration == duration else { return false }
    return base.shouldMerge(previous: previous.base, value: value, time: time, context: &context)
  }
}

extension LogicallyCompleteAnimation: CustomStringConvertible {
  var description: String { "\(base).logicallyComplete(after: \(duration))" }
}
