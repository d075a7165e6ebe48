import Tempo
import TempoTestSupport
import Testing

@Suite("Interpolating spring animation", .timeLimit(.minutes(1)))
struct InterpolatingSpringAnimationTests {
  @Test(
    "it returns Δ·s(t), the closed-form unit step response",
    arguments: [(100.0, 10.0), (100.0, 20.0), (100.0, 30.0)], [0.0, 3.0, -2.0])
  func closedForm(physics: (stiffness: Double, damping: Double), initialVelocity: Double) {
    let animation = Animation.interpolatingSpring(
      stiffness: physics.stiffness, damping: physics.damping, initialVelocity: initialVelocity)
    let reference = ClosedFormSpring(stiffness: physics.stiffness, damping: physics.damping)
    var driver = AnimationDriver(animation, value: 40.0)
    for time in frameTimes(fps: 240, through: 1) {
      let expected = 40 * reference.position(delta: 1, v0: initialVelocity, t: time)
      #expect(isClose(driver.sample(at: time) ?? .nan, expected, within: 40 * 1e-9), "at \(time)")
      let speed = 40 * reference.velocity(delta: 1, v0: initialVelocity, t: time)
      #expect(
        isClose(driver.velocity(at: time) ?? .nan, speed, within: 40 * 10 * 1e-9), "v at \(time)")
    }
  }

  @Test("an overdamped spring is allowed through the physics constructor")
  func overdamped() {
    let reference = ClosedFormSpring(stiffness: 100, damping: 50)
    #expect(reference.zeta > 1)
    var driver = AnimationDriver(.interpolatingSpring(stiffness: 100, damping: 50), value: 1.0)
    for time in [0.1, 0.5, 1.0] {
      #expect(
        isClose(
          driver.sample(at: time) ?? .nan, reference.position(delta: 1, v0: 0, t: time),
          within: 1e-9))
    }
  }

  @Test("it is logically complete at 2π/√k, not before", arguments: [100.0, 400.0, 25.0])
  func logicalCompletion(stiffness: Double) {
    let period = 2 * Double.pi / stiffness.squareRoot()
    var driver = AnimationDriver(.interpolatingSpring(stiffness: stiffness, damping: 8), value: 1.0)
    let times = evenlySpaced(from: 0, to: 3 * period, count: 3000)
    let completion = driver.logicalCompletionTime(times)
    let step = times[1]
    #expect(completion != nil)
    #expect((completion ?? 0) >= period - 1e-12)
    #expect((completion ?? 0) < period + step + 1e-12)
  }

  @Test("it finishes once the remaining amplitude is below 0.001 of Δ, never before 1 s")
  func finishes() {
    for (stiffness, damping) in [(100.0, 10.0), (400.0, 40.0), (50.0, 3.0)] {
      let reference = ClosedFormSpring(stiffness: stiffness, damping: damping)
      var driver = AnimationDriver(
        .interpolatingSpring(stiffness: stiffness, damping: damping), value: 1.0)
      let frames = frameTimes(fps: 600, through: 30)
      let finish = driver.finishTime(frames)
      #expect(finish != nil)
      let end = finish ?? 0
      #expect(end >= 1)
      // Nothing after the previous sample leaves the 0.001 band.
      let worst = evenlySpaced(from: end - 1.0 / 600, to: end + 5, count: 20_000).map {
        abs(reference.position(delta: 1, v0: 0, t: $0) - 1)
      }.max()!
      #expect(worst <= 0.001, "k \(stiffness), c \(damping): \(worst) after \(end)")
      // And it does not linger long: the true envelope e^(−λt)·√(1 + (λ/ωd)²) (or its critical and
      // overdamped analogues) is at most √2·0.001·… beyond, i.e. ln 2/λ seconds later.
      let lambda = reference.lambda
      var envelopeTime = 0.0
      while true {
        let next = envelopeTime + 1e-3
        let amplitude: Double
        if reference.zeta < 1 {
          let omegaD = reference.omega0 * (1 - reference.zeta * reference.zeta).squareRoot()
          amplitude = exp(-lambda * next) * (1 + pow(lambda / omegaD, 2)).squareRoot()
        } else {
          amplitude = abs(reference.position(delta: 1, v0: 0, t: next) - 1)
        }
        envelopeTime = next
        if amplitude <= 0.001 { break }
      }
      #expect(
        end <= max(1, envelopeTime + log(2) / lambda) + 2.0 / 600,
        "k \(stiffness): \(end) vs \(envelopeTime)")
    }
  }

  @Test("it never merges, even with an identical previous animation")
  func neverMerges() {
    var context = AnimationContext<Double>()
    let animation = Animation.interpolatingSpring(duration: 0.5, bounce: 0.2)
    #expect(!animation.shouldMerge(previous: animation, value: 1.0, time: 0.1, context: &context))
    #expect(!animation.shouldMerge(previous: .smooth, value: 1.0, time: 0.1, context: &context))
  }

  @Test("the duration/bounce and Spring forms build the same physics")
  func constructors() {
    let spring = Spring(duration: 0.7, bounce: 0.25)
    #expect(
      Animation.interpolatingSpring(duration: 0.7, bounce: 0.25) == .interpolatingSpring(spring))
    #expect(Animation.interpolatingSpring == .interpolatingSpring(duration: 0.5, bounce: 0))
    var a = AnimationDriver(.interpolatingSpring(spring, initialVelocity: 2), value: 1.0)
    let reference = ClosedFormSpring(stiffness: spring.stiffness, damping: spring.damping)
    #expect(
      isClose(a.sample(at: 0.2) ?? .nan, reference.position(delta: 1, v0: 2, t: 0.2), within: 1e-9))
  }
}
