import Tempo
import TempoTestSupport
import Testing

/// The smallest custom animation: linear over one second, implementing only `animate`.
private struct OneSecondLinear: CustomAnimation {
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    time > 1 ? nil : value.scaled(by: time)
  }
}

@Suite("CustomAnimation defaults")
struct CustomAnimationTests {
  @Test("velocity defaults to nil")
  func velocityDefault() {
    let animation = OneSecondLinear()
    #expect(animation.velocity(value: 1.0, time: 0.5, context: AnimationContext()) == nil)
  }

  @Test("shouldMerge defaults to false, even with an identical previous animation")
  func shouldMergeDefault() {
    var context = AnimationContext<Double>()
    let animation = OneSecondLinear()
    #expect(
      !animation.shouldMerge(
        previous: Animation(OneSecondLinear()), value: 1.0, time: 0.2, context: &context))
  }

  @Test("animate is what the animation returns")
  func animate() {
    var context = AnimationContext<Double>()
    #expect(OneSecondLinear().animate(value: 10.0, time: 0.25, context: &context) == 2.5)
    #expect(OneSecondLinear().animate(value: 10.0, time: 1.5, context: &context) == nil)
  }
}
