import Tempo
import TempoTestSupport
import Testing

@Suite("Modifier composition")
struct AnimationModifiersTests {
  /// The first and last times (s) at which the offset is strictly between 0 and the move.
  static func activeSpan(_ animation: Animation) -> (start: Double, end: Double, finish: Double?) {
    var driver = AnimationDriver(animation, value: 1.0)
    var (start, end) = (Double.nan, Double.nan)
    var finish: Double?
    for time in frameTimes(fps: 1000, through: 2) {
      guard let offset = driver.sample(at: time) else {
        finish = time
        break
      }
      if offset > 0, start.isNaN { start = time }
      if offset < 1 { end = time }
    }
    return (start, end, finish)
  }

  @Test(".easeIn(duration: 1).delay(0.5).speed(2) runs from 0.25 s to 0.75 s")
  func delayThenSpeed() {
    let span = Self.activeSpan(.easeIn(duration: 1).delay(0.5).speed(2))
    #expect(isClose(span.start, 0.25, within: 0.0011))
    #expect(isClose(span.end, 0.75, within: 0.0011))
    #expect(isClose(span.finish ?? 0, 0.75, within: 0.0011))
    var driver = AnimationDriver(.easeIn(duration: 1).delay(0.5).speed(2), value: 1.0)
    // At 0.5 s the base sees 2·0.5 − 0.5 = 0.5.
    #expect(
      isClose(
        driver.sample(at: 0.5) ?? .nan, ExactBezier(0.42, 0, 1, 1).value(at: 0.5), within: 1e-9))
  }

  @Test(".easeIn(duration: 1).speed(2).delay(0.5) runs from 0.5 s to 1.0 s")
  func speedThenDelay() {
    let span = Self.activeSpan(.easeIn(duration: 1).speed(2).delay(0.5))
    #expect(isClose(span.start, 0.5, within: 0.0011))
    #expect(isClose(span.end, 1.0, within: 0.0011))
    var driver = AnimationDriver(.easeIn(duration: 1).speed(2).delay(0.5), value: 1.0)
    // At 0.75 s the base sees (0.75 − 0.5)·2 = 0.5.
    #expect(
      isClose(
        driver.sample(at: 0.75) ?? .nan, ExactBezier(0.42, 0, 1, 1).value(at: 0.5), within: 1e-9))
  }

  @Test("modifiers build distinct, equatable animations")
  func equality() {
    #expect(Animation.linear.delay(1).speed(2) == Animation.linear.delay(1).speed(2))
    #expect(Animation.linear.delay(1).speed(2) != Animation.linear.speed(2).delay(1))
    #expect(Animation.linear.repeatCount(2) != Animation.linear.repeatCount(2, autoreverses: false))
    #expect(Animation.linear.repeatForever() != Animation.linear.repeatCount(Int.max))
  }

  @Test("nested modifiers merge only when every layer matches")
  func nestedMerging() {
    var context = AnimationContext<Double>()
    let animation = Animation.smooth.speed(2).delay(0.1)
    #expect(
      animation.shouldMerge(
        previous: .smooth.speed(2).delay(0.1), value: 1.0, time: 0.3, context: &context))
    #expect(
      !animation.shouldMerge(
        previous: .smooth.speed(3).delay(0.1), value: 1.0, time: 0.3, context: &context))
    #expect(
      !animation.shouldMerge(
        previous: .smooth.delay(0.1).speed(2), value: 1.0, time: 0.3, context: &context))
  }
}
