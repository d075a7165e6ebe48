import Tempo
import TempoTestSupport
import Testing

@Suite("logicallyComplete(after:)", .timeLimit(.minutes(1)))
struct LogicallyCompleteAnimationTests {
  @Test("time passes through unchanged")
  func passesThrough() {
    var modified = AnimationDriver(.easeInOut(duration: 2).logicallyComplete(after: 1), value: 3.0)
    var plain = AnimationDriver(.easeInOut(duration: 2), value: 3.0)
    for time in frameTimes(through: 2.2) {
      #expect(modified.sample(at: time) == plain.sample(at: time), "at \(time)")
    }
  }

  @Test("linear 5 s with logicallyComplete(after: 1) sets the flag at t ≥ 1 and finishes at 5 s")
  func specExample() {
    var driver = AnimationDriver(.linear(duration: 5).logicallyComplete(after: 1), value: 1.0)
    _ = driver.run(frameTimes(through: 0.99))
    #expect(!driver.context.isLogicallyComplete)
    _ = driver.sample(at: 1)
    #expect(driver.context.isLogicallyComplete)
    var removal = AnimationDriver(.linear(duration: 5).logicallyComplete(after: 1), value: 1.0)
    #expect(removal.finishTime(frameTimes(through: 6)) == 301.0 / 60)
  }

  @Test("the base's own logical completion is replaced by the modifier's")
  func replacesBase() {
    var driver = AnimationDriver(.smooth.logicallyComplete(after: 0.7), value: 1.0)
    #expect(driver.logicalCompletionTime(frameTimes(through: 2)) == 0.7)
    var late = AnimationDriver(.linear(duration: 0.2).logicallyComplete(after: 0.1), value: 1.0)
    #expect(late.logicalCompletionTime(frameTimes(through: 1)) == 0.1)
  }

  @Test("a base that finishes first counts as complete")
  func finishedBase() {
    var driver = AnimationDriver(.linear(duration: 0.5).logicallyComplete(after: 2), value: 1.0)
    let end = driver.finishTime(frameTimes(through: 3))
    #expect(end == 31.0 / 60)
    #expect(driver.context.isLogicallyComplete)
  }

  @Test("the base's state is kept between frames")
  func keepsBaseState() {
    var modified = AnimationDriver(.bouncy.logicallyComplete(after: 0.2), value: 1.0)
    var plain = AnimationDriver(.bouncy, value: 1.0)
    for time in frameTimes(through: 1) {
      #expect(modified.sample(at: time) == plain.sample(at: time), "at \(time)")
    }
  }

  @Test("it merges only with the same duration, and only if the base merges")
  func merging() {
    var context = AnimationContext<Double>()
    let animation = Animation.smooth.logicallyComplete(after: 1)
    #expect(
      animation.shouldMerge(
        previous: .smooth.logicallyComplete(after: 1), value: 1.0, time: 0.1, context: &context))
    #expect(
      !animation.shouldMerge(
        previous: .smooth.logicallyComplete(after: 2), value: 1.0, time: 0.1, context: &context))
    #expect(!animation.shouldMerge(previous: .smooth, value: 1.0, time: 0.1, context: &context))
    #expect(
      !Animation.easeIn.logicallyComplete(after: 1).shouldMerge(
        previous: .easeIn.logicallyComplete(after: 1), value: 1.0, time: 0.1, context: &context))
  }
}
