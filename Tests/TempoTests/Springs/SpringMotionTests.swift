import Tempo
import TempoTestSupport
import Testing

/// One damping regime: the spring under test and its independent closed form.
struct SpringCase: Sendable, CustomTestStringConvertible {
  let name: String
  let spring: Spring
  let reference: ClosedFormSpring

  init(_ name: String, mass: Double, stiffness: Double, damping: Double) {
    self.name = name
    spring = Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
    reference = ClosedFormSpring(mass: mass, stiffness: stiffness, damping: damping)
  }

  var testDescription: String { name }

  /// ζ = 0.3, exactly 1 and ≈ 1.9.
  static let all = [
    SpringCase("underdamped", mass: 2, stiffness: 50, damping: 6),
    SpringCase("critically damped", mass: 1, stiffness: 100, damping: 20),
    SpringCase("overdamped", mass: 0.5, stiffness: 20, damping: 12),
  ]
}

@Suite("Spring motion (closed form)")
struct SpringMotionTests {
  static let moves: [(delta: Double, v0: Double)] = [(1, 0), (1, 4), (-30, 120), (5, -40)]

  @Test("the regimes are the intended ones")
  func regimes() {
    #expect(SpringCase.all[0].reference.zeta < 1)
    #expect(SpringCase.all[1].reference.zeta == 1)
    #expect(SpringCase.all[2].reference.zeta > 1)
  }

  @Test("value(target:initialVelocity:time:) equals the closed form", arguments: SpringCase.all)
  func value(_ springCase: SpringCase) {
    for (delta, v0) in Self.moves {
      let scale = max(abs(delta), abs(v0))
      for t in evenlySpaced(from: 0, to: 3, count: 600) {
        let expected = springCase.reference.position(delta: delta, v0: v0, t: t)
        let actual = springCase.spring.value(target: delta, initialVelocity: v0, time: t)
        #expect(isClose(actual, expected, within: 1e-9 * scale), "Δ \(delta), v0 \(v0), t \(t)")
      }
    }
  }

  @Test(
    "velocity(target:initialVelocity:time:) equals the closed form's derivative",
    arguments: SpringCase.all)
  func velocity(_ springCase: SpringCase) {
    for (delta, v0) in Self.moves {
      let scale = max(abs(delta), abs(v0)) * springCase.reference.omega0
      for t in evenlySpaced(from: 0, to: 3, count: 600) {
        let expected = springCase.reference.velocity(delta: delta, v0: v0, t: t)
        let actual = springCase.spring.velocity(target: delta, initialVelocity: v0, time: t)
        #expect(isClose(actual, expected, within: 1e-9 * scale), "Δ \(delta), v0 \(v0), t \(t)")
      }
      #expect(
        isClose(
          springCase.spring.velocity(target: delta, initialVelocity: v0, time: 0), v0,
          within: 1e-12 * scale))
    }
  }

  @Test("the reference velocity is the derivative of the reference position")
  func referenceIsConsistent() {
    for springCase in SpringCase.all {
      let h = 1e-6
      for t in [0.1, 0.4, 1.3] {
        let difference =
          (springCase.reference.position(delta: 2, v0: 3, t: t + h)
            - springCase.reference.position(delta: 2, v0: 3, t: t - h)) / (2 * h)
        #expect(
          isClose(springCase.reference.velocity(delta: 2, v0: 3, t: t), difference, within: 1e-5))
      }
    }
  }

  @Test("force is k·(target − position) − c·velocity")
  func force() {
    let spring = Spring(mass: 2, stiffness: 50, damping: 6)
    let expected: Double = 50 * (10 - 4) - 6 * 3
    #expect(spring.force(target: 10.0, position: 4.0, velocity: 3.0) == expected)
    let pair = spring.force(
      target: AnimatablePair(1.0, 0.0), position: .zero, velocity: AnimatablePair(0.0, 2.0))
    #expect(pair == AnimatablePair(50, -12))
  }

  @Test(
    "update(value:velocity:target:deltaTime:) advances exactly along the closed form",
    arguments: SpringCase.all)
  func update(_ springCase: SpringCase) {
    var (position, velocity) = (3.0, -7.0)
    springCase.spring.update(value: &position, velocity: &velocity, target: 10, deltaTime: 0.2)
    let expectedPosition = 3 + springCase.reference.position(delta: 7, v0: -7, t: 0.2)
    let expectedVelocity = springCase.reference.velocity(delta: 7, v0: -7, t: 0.2)
    #expect(isClose(position, expectedPosition, within: 1e-9 * 10))
    #expect(isClose(velocity, expectedVelocity, within: 1e-9 * 100))
  }

  @Test(
    "many small updates land where one big update does (exact steps compose)",
    arguments: SpringCase.all)
  func updatesCompose(_ springCase: SpringCase) {
    var (smallPosition, smallVelocity) = (0.0, 2.0)
    for _ in 0..<120 {
      springCase.spring.update(
        value: &smallPosition, velocity: &smallVelocity, target: 1, deltaTime: 1.0 / 120)
    }
    var (bigPosition, bigVelocity) = (0.0, 2.0)
    springCase.spring.update(value: &bigPosition, velocity: &bigVelocity, target: 1, deltaTime: 1)
    #expect(isClose(smallPosition, bigPosition, within: 1e-9))
    #expect(isClose(smallVelocity, bigVelocity, within: 1e-8))
    #expect(
      isClose(bigPosition, springCase.reference.position(delta: 1, v0: 2, t: 1), within: 1e-9))
  }

  @Test("vector values move component-wise")
  func vectors() {
    let spring = Spring(duration: 0.4, bounce: 0.2)
    let value = spring.value(
      target: AnimatablePair(1.0, -2.0), initialVelocity: AnimatablePair(0.0, 5.0), time: 0.1)
    #expect(
      isClose(value.first, spring.value(target: 1.0, initialVelocity: 0, time: 0.1), within: 1e-15))
    #expect(
      isClose(
        value.second, spring.value(target: -2.0, initialVelocity: 5, time: 0.1), within: 1e-15))
  }

  @Test(
    "settlingDuration: the motion stays within epsilon after it, and not just before",
    arguments: SpringCase.all)
  func settlingDuration(_ springCase: SpringCase) {
    for (delta, v0) in Self.moves {
      let epsilon = 0.001 * max(1, abs(delta))
      let settling = springCase.spring.settlingDuration(
        target: delta, initialVelocity: v0, epsilon: epsilon)
      #expect(settling > 0)
      let distance = { (t: Double) in
        abs(springCase.reference.position(delta: delta, v0: v0, t: t) - delta)
      }
      let after = evenlySpaced(
        from: settling, to: settling + 5 * springCase.spring.duration, count: 20_000)
      let worstAfter = after.map(distance).max()!
      #expect(
        worstAfter <= epsilon * (1 + 1e-6), "Δ \(delta), v0 \(v0): \(worstAfter) after \(settling)")
      let before = evenlySpaced(from: max(0, settling - 0.002), to: settling, count: 200).dropLast()
      #expect(
        before.map(distance).max()! > epsilon,
        "Δ \(delta), v0 \(v0): already settled before \(settling)")
    }
  }

  @Test("the settlingDuration property is for a unit move to 0.001")
  func settlingProperty() {
    let spring = Spring.smooth
    #expect(
      spring.settlingDuration
        == spring.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001))
    // Critically damped, ω0 = 4π: 1 − x = e^(−ω0 t)(1 + ω0 t) = 0.001 at ω0 t ≈ 9.2334.
    #expect(isClose(spring.settlingDuration, 9.233_4 / (4 * Double.pi), within: 1e-4))
  }

  @Test("random springs are continuous in time, match the closed form and end at the target")
  func randomSprings() {
    var random = SplitMix64(seed: 0x5EED_0002)
    for _ in 0..<150 {
      let spring = Spring(duration: random.uniform(0.1...2), bounce: random.uniform(-0.9...0.9))
      let reference = ClosedFormSpring(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
      let (delta, v0) = (random.uniform(-100...100), random.uniform(-50...50))
      let scale = max(abs(delta), abs(v0), 1)
      let times = evenlySpaced(from: 0, to: 4 * spring.duration, count: 2000)
      let values = times.map { spring.value(target: delta, initialVelocity: v0, time: $0) }
      let speeds = times.map { abs(spring.velocity(target: delta, initialVelocity: v0, time: $0)) }
      let step = times[1] - times[0]
      let limit = 1.5 * speeds.max()! * step + 1e-9 * scale
      let worstJump = zip(values, values.dropFirst()).map { abs($1 - $0) }.max()!
      #expect(worstJump <= limit, "jump \(worstJump) > \(limit) for \(spring)")
      for (t, value) in zip(times, values) where reference.zeta != 1 {
        // ζ is never exactly 1 here; near 1 the closed form's own rounding grows, hence 1e-7.
        #expect(
          isClose(value, reference.position(delta: delta, v0: v0, t: t), within: 1e-7 * scale))
      }
      let settling = spring.settlingDuration(
        target: delta, initialVelocity: v0, epsilon: 1e-3 * scale)
      let end = spring.value(target: delta, initialVelocity: v0, time: settling + spring.duration)
      #expect(isClose(end, delta, within: 1e-3 * scale))
    }
  }

  @Test("the motion is continuous across the critical damping ratio")
  func continuousAcrossCritical() {
    let critical = Spring(response: 0.5, dampingRatio: 1)
    for offset in [1e-12, 1e-10, 1e-8, 1e-6] {
      for ratio in [1 - offset, 1 + offset] {
        let near = Spring(
          mass: 1, stiffness: critical.stiffness, damping: critical.damping * ratio,
          allowOverDamping: true)
        for t in evenlySpaced(from: 0, to: 1, count: 100) {
          let a = near.value(target: 1.0, initialVelocity: 3, time: t)
          let b = critical.value(target: 1.0, initialVelocity: 3, time: t)
          #expect(isClose(a, b, within: 1e-5), "ζ = \(ratio) at \(t)")
        }
      }
    }
  }
}
