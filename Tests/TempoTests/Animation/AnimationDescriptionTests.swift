import Tempo
import TempoTestSupport
import Testing

private struct Custom: CustomAnimation, CustomStringConvertible {
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? { nil }
  var description: String { "custom!" }
}

@Suite("Animation description")
struct AnimationDescriptionTests {
  @Test("timing curves read as their constructor")
  func timingCurves() {
    #expect(Animation.easeIn(duration: 0.2).description == "easeIn(duration: 0.2)")
    #expect(Animation.linear.description == "linear(duration: 0.35)")
    #expect(Animation.easeInOut(duration: 1).description == "easeInOut(duration: 1.0)")
  }

  @Test("modifiers append to their base's description")
  func modifiers() {
    #expect(
      Animation.easeOut(duration: 1).delay(0.5).description == "easeOut(duration: 1.0).delay(0.5)")
    #expect(
      Animation.linear(duration: 1).speed(2).description == "linear(duration: 1.0).speed(2.0)")
    #expect(
      Animation.linear(duration: 1).repeatCount(3, autoreverses: false).description
        == "linear(duration: 1.0).repeatCount(3, autoreverses: false)")
    #expect(
      Animation.linear(duration: 1).repeatForever().description
        == "linear(duration: 1.0).repeatForever(autoreverses: true)")
    #expect(
      Animation.linear(duration: 1).logicallyComplete(after: 0.5).description
        == "linear(duration: 1.0).logicallyComplete(after: 0.5)")
  }

  @Test("springs name their kind")
  func springs() {
    #expect(Animation.smooth.description.hasPrefix("spring("))
    #expect(Animation.interpolatingSpring.description.hasPrefix("interpolatingSpring("))
  }

  @Test("the default animation prints as SwiftUI's does: DefaultAnimation()")
  func defaultAnimation() {
    #expect(Animation.default.description == "DefaultAnimation()")
    #expect("\(Animation.default)" == "DefaultAnimation()")
    #expect(Animation.default.delay(1).description == "DefaultAnimation().delay(1.0)")
  }

  @Test("a custom animation's own description is used")
  func custom() {
    #expect(Animation(Custom()).description == "custom!")
    #expect("\(Animation(Custom()))" == "custom!")
  }
}
