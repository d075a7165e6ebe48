import Tempo
import TempoTestSupport
import Testing

@Suite("delay(_:)", .timeLimit(.minutes(1)))
struct DelayAnimationTests {
  @Test("the base sees max(0, t − d)")
  func shiftsTime() {
    var driver = AnimationDriver(.linear(duration: 1).delay(0.5), value: 10.0)
    #expect(driver.sample(at: 0) == 0)
    #expect(driver.sample(at: 0.25) == 0)
    #expect(driver.sample(at: 0.5) == 0)
    #expect(isClose(driver.sample(at: 1) ?? .nan, 5, within: 1e-12))
    #expect(driver.sample(at: 1.5) == 10)
    #expect(driver.sample(at: 1.5 + 1e-6) == nil)
  }

  @Test("the base's logical completion is delayed too")
  func logicalCompletion() {
    var driver = AnimationDriver(.linear(duration: 1).delay(0.5), value: 1.0)
    #expect(driver.logicalCompletionTime(frameTimes(through: 3)) == 1.5)
  }

  @Test("it merges only with the same delay, and only if the base merges")
  func merging() {
    var context = AnimationContext<Double>()
    let delayed = Animation.smooth.delay(0.2)
    #expect(
      delayed.shouldMerge(previous: .smooth.delay(0.2), value: 1.0, time: 0.5, context: &context))
    #expect(
      !delayed.shouldMerge(previous: .smooth.delay(0.3), value: 1.0, time: 0.5, context: &context))
    #expect(!delayed.shouldMerge(previous: .smooth, value: 1.0, time: 0.5, context: &context))
    #expect(
      !delayed.shouldMerge(previous: .smooth.speed(1), value: 1.0, time: 0.5, context: &context))
    let curve = Animation.easeIn.delay(0.2)
    #expect(
      !curve.shouldMerge(previous: .easeIn.delay(0.2), value: 1.0, time: 0.5, context: &context))
  }

  @Test("a delayed spring merging into a delayed spring keeps offset and velocity continuous")
  func mergeContinuity() {
    let animation = Animation.smooth.delay(0.1)
    var previous = AnimationDriver(animation, value: 1.0)
    _ = previous.run(frameTimes(through: 0.4))
    let offset = previous.sample(at: 0.4)!
    // Modifiers do not forward velocity, so read the inner spring's directly.
    let speed = Animation.smooth.velocity(value: 1.0, time: 0.3, context: previous.context)!
    #expect(speed > 0)
    var context = previous.context
    #expect(animation.shouldMerge(previous: animation, value: 1.0, time: 0.4, context: &context))
    #expect(
      isClose(
        Animation.smooth.velocity(value: 2.0, time: 0.3, context: context) ?? .nan, speed,
        within: 1e-12))
    var merged = AnimationDriver(animation, value: 2.0, context: context)
    #expect(isClose(merged.sample(at: 0.4) ?? .nan, offset, within: 1e-12))
  }

  @Test("it does not forward velocity")
  func noVelocity() {
    let driver = AnimationDriver(.linear(duration: 1).delay(0.1), value: 1.0)
    #expect(driver.velocity(at: 0.5) == nil)
  }
}
