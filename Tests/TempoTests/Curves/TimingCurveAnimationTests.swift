import Tempo
import TempoTestSupport
import Testing

@Suite("Timing-curve animations")
struct TimingCurveAnimationTests {
  @Test(
    "animate returns value·y(t/d) while t ≤ d, for every preset and an overshooting curve",
    arguments: [
      (Animation.easeIn(duration: 0.8), ExactBezier(0.42, 0, 1, 1)),
      (Animation.easeOut(duration: 0.8), ExactBezier(0, 0, 0.58, 1)),
      (Animation.easeInOut(duration: 0.8), ExactBezier(0.42, 0, 0.58, 1)),
      (Animation.linear(duration: 0.8), ExactBezier(0, 0, 1, 1)),
      (
        Animation.timingCurve(0.68, -0.55, 0.265, 1.55, duration: 0.8),
        ExactBezier(0.68, -0.55, 0.265, 1.55)
      ),
    ])
  func followsCurve(animation: Animation, exact: ExactBezier) {
    var driver = AnimationDriver(animation, value: 250.0)
    for time in evenlySpaced(from: 0, to: 0.8, count: 480).dropLast() {
      let offset = driver.sample(at: time)
      let expected = 250 * exact.value(at: time / 0.8)
      #expect(offset != nil)
      #expect(isClose(offset ?? .nan, expected, within: 250 * 1e-9), "at t = \(time)")
    }
  }

  @Test("at exactly t = d the full value, and nil once t > d")
  func endsExactly() {
    var context = AnimationContext<Double>()
    let animation = Animation.easeInOut(duration: 0.5)
    #expect(animation.animate(value: 3.0, time: 0.5, context: &context) == 3)
    // Within 1 ns of the duration counts as the end (frame times are not exact); beyond is done.
    #expect(animation.animate(value: 3.0, time: 0.5 + 1e-10, context: &context) == 3.0)
    #expect(animation.animate(value: 3.0, time: 0.5 + 1e-6, context: &context) == nil)
    #expect(animation.animate(value: 3.0, time: 10, context: &context) == nil)
    #expect(animation.animate(value: 3.0, time: 0, context: &context) == 0)
  }

  @Test("an overshooting curve returns offsets beyond the start and the target")
  func overshoot() {
    var driver = AnimationDriver(.timingCurve(0.68, -0.55, 0.265, 1.55, duration: 1), value: 1.0)
    let offsets = driver.run(frameTimes(through: 1)).compactMap { $0 }
    #expect(offsets.min()! < -0.05)
    #expect(offsets.max()! > 1.05)
    #expect(offsets.last == 1)
  }

  @Test("vector values are scaled component-wise by the same fraction")
  func vectors() {
    var context = AnimationContext<AnimatablePair<Double, Double>>()
    let offset = Animation.easeIn(duration: 1).animate(
      value: AnimatablePair(100, -50), time: 0.5, context: &context)
    let y = ExactBezier(0.42, 0, 1, 1).value(at: 0.5)
    #expect(isClose(offset?.first ?? .nan, 100 * y, within: 1e-7))
    #expect(isClose(offset?.second ?? .nan, -50 * y, within: 1e-7))
  }

  @Test("logically complete at its duration, not before")
  func logicalCompletion() {
    var driver = AnimationDriver(.linear(duration: 0.5), value: 1.0)
    _ = driver.run(frameTimes(through: 0.49))
    #expect(!driver.context.isLogicallyComplete)
    _ = driver.sample(at: 0.5)
    #expect(driver.context.isLogicallyComplete)
  }

  @Test("velocity is value·y′(t/d)/d in units per second")
  func velocity() {
    let exact = ExactBezier(0.42, 0, 0.58, 1)
    let driver = AnimationDriver(.easeInOut(duration: 2), value: 10.0)
    for time in evenlySpaced(from: 0.02, to: 1.98, count: 49) {
      let expected = 10 * exact.slope(at: time / 2) / 2
      #expect(isClose(driver.velocity(at: time) ?? .nan, expected, within: 1e-6), "at \(time)")
    }
    #expect(
      isClose(
        AnimationDriver(.linear(duration: 4), value: 8.0).velocity(at: 1) ?? .nan, 2, within: 1e-9))
  }

  @Test("a zero duration jumps to the full value at once and then finishes")
  func zeroDuration() {
    var driver = AnimationDriver(.easeIn(duration: 0), value: 5.0)
    #expect(driver.sample(at: 0) == 5)
    #expect(driver.sample(at: 1.0 / 60) == nil)
  }

  @Test("timing curves never merge")
  func neverMerge() {
    var context = AnimationContext<Double>()
    #expect(
      !Animation.easeIn.shouldMerge(previous: .easeIn, value: 1.0, time: 0.1, context: &context))
  }
}
