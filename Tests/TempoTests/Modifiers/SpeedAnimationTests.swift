import Tempo
import TempoTestSupport
import Testing

@Suite("speed(_:)")
struct SpeedAnimationTests {
  @Test("the base sees s·t: speed 2 halves the duration")
  func faster() {
    var driver = AnimationDriver(.linear(duration: 1).speed(2), value: 10.0)
    #expect(driver.sample(at: 0.25) == 5)
    #expect(driver.sample(at: 0.5) == 10)
    #expect(driver.sample(at: 0.5 + 1e-9) == nil)
  }

  @Test("speed 0.5 doubles the duration")
  func slower() {
    var driver = AnimationDriver(.linear(duration: 1).speed(0.5), value: 10.0)
    #expect(driver.sample(at: 1) == 5)
    #expect(driver.sample(at: 2) == 10)
    #expect(driver.sample(at: 2.01) == nil)
  }

  @Test("a sped-up spring is logically complete sooner")
  func springLogicalCompletion() {
    var driver = AnimationDriver(.smooth.speed(2), value: 1.0)
    #expect(driver.logicalCompletionTime(frameTimes(through: 2)) == 0.25)
  }

  @Test("it merges only with the same speed, and only if the base merges")
  func merging() {
    var context = AnimationContext<Double>()
    #expect(
      Animation.bouncy.speed(2).shouldMerge(
        previous: .bouncy.speed(2), value: 1.0, time: 0.1, context: &context))
    #expect(
      !Animation.bouncy.speed(2).shouldMerge(
        previous: .bouncy.speed(3), value: 1.0, time: 0.1, context: &context))
    #expect(
      !Animation.bouncy.speed(2).shouldMerge(
        previous: .bouncy, value: 1.0, time: 0.1, context: &context))
    #expect(
      !Animation.linear.speed(2).shouldMerge(
        previous: .linear.speed(2), value: 1.0, time: 0.1, context: &context))
  }

  @Test("it does not forward velocity")
  func noVelocity() {
    #expect(AnimationDriver(.linear(duration: 1).speed(2), value: 1.0).velocity(at: 0.1) == nil)
  }
}
