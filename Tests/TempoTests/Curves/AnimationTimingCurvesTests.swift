import Tempo
import TempoTestSupport
import Testing

@Suite("Timing-curve constructors")
struct AnimationTimingCurvesTests {
  @Test("the static presets last 0.35 s")
  func presetsDuration() {
    #expect(Animation.linear == .linear(duration: 0.35))
    #expect(Animation.easeIn == .easeIn(duration: 0.35))
    #expect(Animation.easeOut == .easeOut(duration: 0.35))
    #expect(Animation.easeInOut == .easeInOut(duration: 0.35))
    var context = AnimationContext<Double>()
    #expect(Animation.easeOut.animate(value: 1.0, time: 0.35, context: &context) == 1)
    #expect(Animation.easeOut.animate(value: 1.0, time: 0.351, context: &context) == nil)
  }

  @Test("the named curves use the spec's control points")
  func controlPoints() {
    #expect(Animation.easeIn(duration: 1) == .timingCurve(0.42, 0, 1, 1, duration: 1))
    #expect(Animation.easeOut(duration: 1) == .timingCurve(0, 0, 0.58, 1, duration: 1))
    #expect(Animation.easeInOut(duration: 1) == .timingCurve(0.42, 0, 0.58, 1, duration: 1))
    #expect(Animation.linear(duration: 1) == .timingCurve(0, 0, 1, 1, duration: 1))
    #expect(Animation.easeIn(duration: 2) == .timingCurve(.easeIn, duration: 2))
  }

  @Test("timingCurve's default duration is 0.35 s")
  func timingCurveDefaultDuration() {
    #expect(
      Animation.timingCurve(0.1, 0.2, 0.3, 0.4) == .timingCurve(0.1, 0.2, 0.3, 0.4, duration: 0.35))
  }

  @Test("timingCurve with a circular unit curve follows that curve")
  func circularCurve() {
    var context = AnimationContext<Double>()
    let offset = Animation.timingCurve(.circularEaseIn, duration: 2).animate(
      value: 10.0, time: 1.2, context: &context)
    #expect(isClose(offset ?? .nan, 10 * (1 - (1 - 0.36).squareRoot()), within: 1e-12))
  }
}
