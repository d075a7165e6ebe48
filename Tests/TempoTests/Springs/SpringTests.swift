import Tempo
import TempoTestSupport
import Testing

@Suite("Spring parameters")
struct SpringTests {
  @Test("Spring(duration: 0.5, bounce: 0.3) → mass 1, stiffness 157.9, damping 17.6")
  func durationBounceCheckValues() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    #expect(isClose(spring.stiffness, 157.9, within: 0.05))
    #expect(isClose(spring.damping, 17.6, within: 0.05))
    // Exactly: k = (2π/0.5)², c = 4π·0.7/0.5.
    #expect(isClose(spring.stiffness, pow(4 * Double.pi, 2), within: 1e-9))
    #expect(isClose(spring.damping, 4 * Double.pi * 0.7 / 0.5, within: 1e-9))
  }

  @Test("Spring(mass: 1, stiffness: 100, damping: 10) → duration 0.63, bounce 0.5")
  func physicsCheckValues() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(isClose(spring.duration, 0.63, within: 0.005))
    #expect(isClose(spring.duration, 2 * Double.pi / 10, within: 1e-12))
    #expect(isClose(spring.bounce, 0.5, within: 1e-12))
    #expect(isClose(spring.dampingRatio, 0.5, within: 1e-12))
    #expect(spring.response == spring.duration)
    #expect(isClose(spring.angularFrequency, 10, within: 1e-12))
  }

  @Test("the defaults are duration 0.5 s and bounce 0")
  func defaults() {
    let spring = Spring()
    #expect(isClose(spring.duration, 0.5, within: 1e-12))
    #expect(isClose(spring.bounce, 0, within: 1e-12))
    #expect(isClose(spring.dampingRatio, 1, within: 1e-12))
  }

  @Test(
    "duration and bounce round-trip through stiffness and damping",
    arguments: [0.1, 0.35, 0.5, 1, 3], [-0.9, -0.5, -0.1, 0, 0.15, 0.3, 0.7, 0.95])
  func roundTrip(duration: Double, bounce: Double) {
    let spring = Spring(duration: duration, bounce: bounce)
    #expect(isClose(spring.duration, duration, within: 1e-12 * duration))
    #expect(isClose(spring.bounce, bounce, within: 1e-12))
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    #expect(isClose(spring.dampingRatio, ratio, within: 1e-12))
    let rebuilt = Spring(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      allowOverDamping: true)
    #expect(isClose(rebuilt.duration, duration, within: 1e-12 * duration))
    #expect(isClose(rebuilt.bounce, bounce, within: 1e-12))
  }

  @Test("stiffness and damping round-trip through duration and bounce, for any mass")
  func physicsRoundTrip() {
    for (mass, stiffness, damping) in [(1.0, 100.0, 10.0), (2.0, 50.0, 6.0), (0.5, 300.0, 24.0)] {
      let spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
      #expect(
        isClose(spring.duration, 2 * Double.pi * (mass / stiffness).squareRoot(), within: 1e-12))
      let zeta = damping / (2 * (stiffness * mass).squareRoot())
      #expect(isClose(spring.dampingRatio, zeta, within: 1e-12))
      let unitMass = Spring(duration: spring.duration, bounce: spring.bounce)
      // Same ω0 and ζ, hence the same motion, with mass 1.
      #expect(isClose(unitMass.stiffness, stiffness / mass, within: 1e-9 * stiffness))
      #expect(isClose(unitMass.damping, damping / mass, within: 1e-9 * damping))
    }
  }

  @Test("an overdamped input becomes critically damped unless over-damping is allowed")
  func allowOverDamping() {
    let clamped = Spring(mass: 1, stiffness: 100, damping: 50)
    #expect(isClose(clamped.damping, 20, within: 1e-12))
    #expect(isClose(clamped.dampingRatio, 1, within: 1e-12))
    #expect(isClose(clamped.bounce, 0, within: 1e-12))
    let allowed = Spring(mass: 1, stiffness: 100, damping: 50, allowOverDamping: true)
    #expect(allowed.damping == 50)
    #expect(isClose(allowed.dampingRatio, 2.5, within: 1e-12))
    #expect(isClose(allowed.bounce, 1 / 2.5 - 1, within: 1e-12))
    let under = Spring(mass: 1, stiffness: 100, damping: 5)
    #expect(under.damping == 5)
  }

  @Test("Spring(response:dampingRatio:) sets the undamped period and ζ, with mass 1")
  func responseAndRatio() {
    let spring = Spring(response: 0.8, dampingRatio: 0.6)
    #expect(spring.mass == 1)
    #expect(isClose(spring.response, 0.8, within: 1e-12))
    #expect(isClose(spring.dampingRatio, 0.6, within: 1e-12))
    #expect(isClose(spring.stiffness, pow(2 * Double.pi / 0.8, 2), within: 1e-9))
  }

  @Test("Spring(settlingDuration:dampingRatio:) settles in that time", arguments: [0.5, 0.8, 1.0])
  func settlingInit(ratio: Double) {
    let spring = Spring(settlingDuration: 1.2, dampingRatio: ratio)
    #expect(isClose(spring.dampingRatio, ratio, within: 1e-12))
    #expect(isClose(spring.settlingDuration, 1.2, within: 1e-6))
    let reference = ClosedFormSpring(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
    for t in evenlySpaced(from: 1.2, to: 4, count: 2000) {
      let distance = abs(reference.position(delta: 1, v0: 0, t: t) - 1)
      #expect(distance <= 0.001 + 1e-9, "at \(t)")
    }
  }

  @Test("springs are Hashable by their physics")
  func hashable() {
    #expect(Spring(duration: 0.5, bounce: 0.2) == Spring(duration: 0.5, bounce: 0.2))
    #expect(Spring(duration: 0.5, bounce: 0.2) != Spring(duration: 0.5, bounce: 0.3))
    #expect(Set([Spring.smooth, .smooth, .bouncy]).count == 2)
  }
}
