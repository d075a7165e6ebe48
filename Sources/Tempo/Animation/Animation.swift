/// A type-erased animation: how a property moves from its old value to its new one.
///
/// Build one from the static curves, springs and modifiers (`.easeIn(duration: 0.2)`,
/// `.spring`, `.linear.delay(1)`) or wrap a ``CustomAnimation`` with ``init(_:)``.
public struct Animation: Sendable {
  /// The custom animation this value wraps.
  public var base: any CustomAnimation { box.base }

  /// The wrapped animation, boxed once: copying an animation (each change carries one, each
  /// transaction too) is one retain, where an existential took a value-witness copy.
  let box: Box

  /// Wraps a custom animation.
  public init<A: CustomAnimation>(_ base: A) {
    box = Box(base: base)
  }

  /// The box of an animation's custom animation.
  final class Box: Sendable {
    let base: any CustomAnimation

    init(base: any CustomAnimation) {
      self.base = base
    }
  }

  /// Returns the offset from the start at `time` seconds, or `nil` when done (see ``CustomAnimation``).
  public func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    base.animate(value: value, time: time, context: &context)
  }

  /// Returns the velocity (units per second) at `time` seconds, or `nil` if unknown.
  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    base.velocity(value: value, time: time, context: context)
  }

  /// Returns whether this animation takes over the running `previous` one.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    base.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }
}
