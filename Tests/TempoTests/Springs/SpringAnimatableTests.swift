import Tempo
import TempoTestSupport
import Testing

@Suite("Spring's from–to forms")
struct SpringAnimatableTests {
  static let spring = Spring(duration: 0.6, bounce: 0.3)
  static let reference = ClosedFormSpring(
    mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)

  @Test("value(fromValue:toValue:initialVelocity:time:) is from + the closed form of to − from")
  func value() {
    for t in [0.0, 0.05, 0.2, 0.45, 1.3] {
      let x = Self.spring.value(fromValue: 3.0, toValue: 11.0, initialVelocity: -4.0, time: t)
      #expect(abs(x - (3 + Self.reference.position(delta: 8, v0: -4, t: t))) < 1e-9)
    }
  }

  @Test("velocity(fromValue:toValue:initialVelocity:time:) is the closed form's derivative")
  func velocity() {
    for t in [0.0, 0.05, 0.2, 0.45, 1.3] {
      let v = Self.spring.velocity(fromValue: 3.0, toValue: 11.0, initialVelocity: -4.0, time: t)
      #expect(abs(v - Self.reference.velocity(delta: 8, v0: -4, t: t)) < 1e-9)
    }
  }

  @Test("force(fromValue:toValue:position:velocity:) is k·(to − position) − c·velocity")
  func force() {
    let f = Self.spring.force(fromValue: 3.0, toValue: 11.0, position: 5.0, velocity: 2.0)
    let expected = Self.spring.stiffness * (11 - 5) - Self.spring.damping * 2
    #expect(abs(f - expected) < 1e-9)
  }

  @Test("settlingDuration(fromValue:…) is that of the move to − from")
  func settlingDuration() {
    let fromTo = Self.spring.settlingDuration(
      fromValue: 3.0, toValue: 11.0, initialVelocity: 1.0, epsilon: 0.01)
    let move = Self.spring.settlingDuration(target: 8.0, initialVelocity: 1.0, epsilon: 0.01)
    #expect(fromTo == move)
    // After it, the closed form stays within epsilon of the target.
    for step in 0..<200 {
      let t = fromTo + Double(step) * 0.01
      #expect(abs(Self.reference.position(delta: 8, v0: 1, t: t) - 8) <= 0.01 + 1e-9)
    }
  }

  @Test("the from–to forms work on an Animatable type: a point moves along both axes")
  func animatablePoint() {
    let point = Self.spring.value(
      fromValue: CGPoint(x: 1, y: 2), toValue: CGPoint(x: 5, y: -6),
      initialVelocity: CGPoint(x: 0, y: 0), time: 0.3)
    #expect(abs(Double(point.x) - (1 + Self.reference.position(delta: 4, v0: 0, t: 0.3))) < 1e-9)
    #expect(abs(Double(point.y) - (2 + Self.reference.position(delta: -8, v0: 0, t: 0.3))) < 1e-9)
  }

  @Test("a placeholder-zero vector keeps its components in value, velocity and update")
  func placeholderZero() {
    let target = PlaceholderVector([1, 2, 3])
    let x = Self.spring.value(target: target, time: 0.2)
    let v = Self.spring.velocity(target: target, time: 0.2)
    #expect(x.values.count == 3)
    #expect(v.values.count == 3)
    var value = PlaceholderVector([0, 0, 0])
    var velocity = PlaceholderVector([0, 0, 0])
    Self.spring.update(value: &value, velocity: &velocity, target: target, deltaTime: 0.2)
    #expect(value.values.count == 3)
    #expect(abs(value.values[2] - Self.reference.position(delta: 3, v0: 0, t: 0.2)) < 1e-9)
  }
}
