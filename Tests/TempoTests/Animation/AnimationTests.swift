import Tempo
import TempoTestSupport
import Testing

/// Records what it was asked and answers with fixed values, to check `Animation`'s forwarding.
private struct Probe: CustomAnimation {
  var tag = 0

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    context.state[ProbeKey.self] += 1
    if time >= 2 { context.isLogicallyComplete = true }
    return time > 3 ? nil : value.scaled(by: time / 4)
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    value.scaled(by: Double(context.state[ProbeKey.self]))
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    context.state[ProbeKey.self] = 100
    return previous.base is Probe
  }
}

private struct ProbeKey: AnimationStateKey {
  static var defaultValue: Int { 0 }
}

@Suite("Animation forwarding")
struct AnimationTests {
  @Test("animate forwards value, time and the context to the base")
  func animateForwards() {
    let animation = Animation(Probe())
    var context = AnimationContext<Double>()
    #expect(animation.animate(value: 8.0, time: 1, context: &context) == 2)
    #expect(animation.animate(value: 8.0, time: 2, context: &context) == 4)
    #expect(context.state[ProbeKey.self] == 2)
    #expect(context.isLogicallyComplete)
    #expect(animation.animate(value: 8.0, time: 3.5, context: &context) == nil)
  }

  @Test("velocity forwards to the base with the context")
  func velocityForwards() {
    var context = AnimationContext<Double>()
    context.state[ProbeKey.self] = 3
    #expect(Animation(Probe()).velocity(value: 2.0, time: 0, context: context) == 6)
  }

  @Test("shouldMerge forwards to the base, with the previous animation and an inout context")
  func shouldMergeForwards() {
    var context = AnimationContext<Double>()
    #expect(
      Animation(Probe()).shouldMerge(previous: .linear, value: 1.0, time: 0, context: &context)
        == false)
    #expect(context.state[ProbeKey.self] == 100)
    #expect(
      Animation(Probe(tag: 1)).shouldMerge(
        previous: Animation(Probe()), value: 1.0, time: 0, context: &context))
  }

  @Test("base is the wrapped animation")
  func baseIsWrapped() {
    let animation = Animation(Probe(tag: 5))
    #expect((animation.base as? Probe)?.tag == 5)
  }
}
