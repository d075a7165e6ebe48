import Tempo
import TempoTestSupport
import Testing

@Suite("Spring animation constructors")
struct AnimationSpringsTests {
  @Test("spring and smooth are a spring of duration 0.5 s and bounce 0; default is not one")
  func defaults() {
    let expected = Animation.spring(Spring(duration: 0.5, bounce: 0))
    // SwiftUI's default animation is a type of its own (DefaultAnimation), equal to no spring.
    #expect(Animation.default != expected)
    #expect(Animation.spring == expected)
    #expect(Animation.smooth == expected)
    #expect(Animation.spring(duration: 0.5) == expected)
    #expect(Animation.smooth(duration: 0.5) == expected)
  }

  @Test(
    "default moves as a critically damped spring of response 0.5 s: 1 − (1 + ωt)·e^(−ωt), ω = 4π")
  func defaultMovesAsTheSpring() {
    var driver = AnimationDriver(Animation.default, value: 1.0)
    let omega = 2 * Double.pi / 0.5
    for time in stride(from: 0.05, through: 0.6, by: 0.05) {
      let expected = 1 - (1 + omega * time) * exp(-omega * time)
      let sample = driver.sample(at: time) ?? 1
      // Within the error of the engine's 1/300 s Verlet step, under 0.01 for this spring (see
      // SpringAnimationTests' closed-form test).
      #expect(isClose(sample, expected, within: 0.01), "at \(time) s")
    }
  }

  @Test("snappy and bouncy use bounce 0.15 and 0.3, plus extraBounce")
  func presets() {
    #expect(Animation.snappy == .spring(Spring(duration: 0.5, bounce: 0.15)))
    #expect(Animation.bouncy == .spring(Spring(duration: 0.5, bounce: 0.3)))
    #expect(
      Animation.bouncy(duration: 1, extraBounce: 0.1)
        == .spring(.bouncy(duration: 1, extraBounce: 0.1)))
    #expect(Animation.snappy(duration: 2) == .spring(.snappy(duration: 2)))
  }

  @Test("spring(response:dampingFraction:) defaults to damping 0.825 and no blend")
  func responseForm() {
    #expect(
      Animation.spring(response: 0.5)
        == .spring(Spring(response: 0.5, dampingRatio: 0.825), blendDuration: 0))
    #expect(
      Animation.spring(response: 0.3, dampingFraction: 0.5)
        == .spring(Spring(response: 0.3, dampingRatio: 0.5)))
  }

  @Test("interactiveSpring defaults: response 0.15, damping 0.86, blend 0.25; or bounce 0.15")
  func interactive() {
    #expect(
      Animation.interactiveSpring(response: 0.15)
        == .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
    #expect(
      Animation.interactiveSpring(duration: 0.15)
        == .spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25))
    #expect(
      Animation.interactiveSpring(duration: 0.15, extraBounce: 0.1)
        == .spring(duration: 0.15, bounce: 0.15 + 0.1, blendDuration: 0.25))
  }

  @Test(
    "spring animations merge with a previous one; a different blend makes a different animation")
  func mergeAndEquality() {
    var context = AnimationContext<Double>()
    #expect(Animation.bouncy.shouldMerge(previous: .easeIn, value: 1.0, time: 0, context: &context))
    #expect(Animation.spring(duration: 0.5, blendDuration: 1) != .spring(duration: 0.5))
  }
}
