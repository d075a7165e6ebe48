import Tempo
import TempoTestSupport
import Testing

@Suite("Retargetable spring animation", .timeLimit(.minutes(1)))
struct SpringAnimationTests {
  /// The integrator's fixed step (spec §4), in seconds.
  static let h = 1.0 / 300

  @Test(".smooth at 60 fps on Δ = 1 is logically complete at 0.50 s and removed at ≈ 0.83 s")
  func smoothTimeline() {
    let frames = frameTimes(through: 2)
    var logical = AnimationDriver(.smooth, value: 1.0)
    #expect(logical.logicalCompletionTime(frames) == 0.5)
    var removal = AnimationDriver(.smooth, value: 1.0)
    let finish = removal.finishTime(frames)
    #expect(finish != nil)
    #expect(abs((finish ?? 0) - 0.83) <= 1.0 / 60 + 1e-9, "removed at \(finish ?? .nan)")
  }

  @Test("when it finishes it is at rest: |v| ≤ 0.06, and within 1 % of the target")
  func finishesAtRest() {
    for animation in [Animation.smooth, .snappy, .bouncy, .spring(duration: 1, bounce: 0.6)] {
      var driver = AnimationDriver(animation, value: 1.0)
      var last = 0.0
      for time in frameTimes(through: 10) {
        guard let offset = driver.sample(at: time) else { break }
        last = offset
      }
      #expect(abs(1 - last) <= 0.011, "\(animation) stopped at \(last)")
      #expect(abs(driver.velocity(at: 0) ?? .nan) <= 0.06 + 1e-9)
    }
  }

  @Test("it matches the critically damped closed form within the error of a 1/300 s Verlet step")
  func matchesClosedForm() {
    // The scheme applies the damping force with a velocity that lags by h/2, so to first order
    // it solves (m − c h/2) x″ = k(Δ − x) − c x′: its O(h) error is the difference between the
    // closed forms for masses m and m − c h/2. The rest is O((ω0 h)²).
    let spring = Spring.smooth
    let (k, c) = (spring.stiffness, spring.damping)
    let exact = ClosedFormSpring(stiffness: k, damping: c)
    let modified = ClosedFormSpring(mass: 1 - c * Self.h / 2, stiffness: k, damping: c)
    let frames = frameTimes(through: 0.8)
    let firstOrder = frames.map {
      abs(exact.position(delta: 1, v0: 0, t: $0) - modified.position(delta: 1, v0: 0, t: $0))
    }.max()!
    let secondOrder = pow(exact.omega0 * Self.h, 2)
    #expect(firstOrder < 0.01)
    var driver = AnimationDriver(.smooth, value: 1.0)
    for time in frames {
      guard let offset = driver.sample(at: time) else { break }
      let expected = exact.position(delta: 1, v0: 0, t: time)
      #expect(isClose(offset, expected, within: firstOrder + secondOrder), "at \(time)")
      let sharper = modified.position(delta: 1, v0: 0, t: time)
      #expect(isClose(offset, sharper, within: secondOrder / 4), "at \(time) vs the modified mass")
    }
  }

  @Test("the result does not depend on the frame rate (fixed steps)")
  func frameRateIndependent() {
    var at60 = AnimationDriver(.bouncy, value: 1.0)
    var at300 = AnimationDriver(.bouncy, value: 1.0)
    var at120 = AnimationDriver(.bouncy, value: 1.0)
    let fine = at300.run(frameTimes(fps: 300, through: 0.6))
    let medium = at120.run(frameTimes(fps: 120, through: 0.6))
    let coarse = at60.run(frameTimes(fps: 60, through: 0.6))
    for (index, value) in coarse.enumerated() {
      #expect(isClose(value ?? .nan, fine[index * 5] ?? .nan, within: 1e-12), "frame \(index)")
      #expect(isClose(value ?? .nan, medium[index * 2] ?? .nan, within: 1e-12), "frame \(index)")
    }
  }

  @Test("velocity reports the integrator's velocity, matching the closed form roughly")
  func velocity() {
    var driver = AnimationDriver(.smooth, value: 1.0)
    #expect(driver.velocity(at: 0) == 0)
    _ = driver.run(frameTimes(through: 0.1))
    let exact = ClosedFormSpring(stiffness: Spring.smooth.stiffness, damping: Spring.smooth.damping)
    let expected = exact.velocity(delta: 1, v0: 0, t: 0.1)
    #expect(isClose(driver.velocity(at: 0.1) ?? .nan, expected, within: 0.05 * expected))
  }

  @Test("after a stall of more than 1 s it advances by one frame, not by the whole gap")
  func stall() {
    var driver = AnimationDriver(.smooth, value: 100.0)
    _ = driver.run(frameTimes(through: 0.1))
    let before = driver.sample(at: 0.1)!
    let speed = driver.velocity(at: 0.1)!
    let after = driver.sample(at: 3.1)!
    #expect(after > before)
    #expect(after - before <= 1.5 * speed / 60, "jumped from \(before) to \(after)")
    let continued = driver.run(frameTimes(through: 3).map { 3.1 + $0 })
    #expect(continued.contains(where: { $0 == nil }), "it still finishes after the stall")
  }

  @Test("merging into a running spring keeps offset and velocity continuous")
  func mergeIsContinuous() {
    for next in [Animation.smooth, .bouncy, .spring(duration: 0.2, bounce: 0.5)] {
      var previous = AnimationDriver(.snappy, value: 1.0)
      _ = previous.run(frameTimes(through: 0.3))
      let offset = previous.sample(at: 0.3)!
      let speed = previous.velocity(at: 0.3)!
      var context = previous.context
      #expect(next.shouldMerge(previous: .snappy, value: 1.0, time: 0.3, context: &context))
      var merged = AnimationDriver(next, value: 2.0, context: context)
      #expect(isClose(merged.velocity(at: 0.3) ?? .nan, speed, within: 1e-12))
      #expect(isClose(merged.sample(at: 0.3) ?? .nan, offset, within: 1e-12))
      let nextFrame = merged.sample(at: 0.3 + 1.0 / 60)!
      // One frame later it has moved about speed/60, plus at most ½·a·dt² with a ≤ k·|Δ|.
      let stiffness = 2 * pow(2 * Double.pi / 0.2, 2)
      #expect(abs(nextFrame - offset - speed / 60) <= stiffness * 2 / 2 / 3600)
    }
  }

  @Test("merging from a timing curve takes its offset and velocity")
  func mergeFromTimingCurve() {
    var previous = AnimationDriver(.linear(duration: 1), value: 10.0)
    _ = previous.run(frameTimes(through: 0.4))
    var context = previous.context
    #expect(
      Animation.smooth.shouldMerge(
        previous: .linear(duration: 1), value: 10.0, time: 0.4, context: &context))
    var merged = AnimationDriver(.smooth, value: 20.0, context: context)
    #expect(isClose(merged.velocity(at: 0.4) ?? .nan, 10, within: 1e-9))
    #expect(isClose(merged.sample(at: 0.4) ?? .nan, 4, within: 1e-9))
  }

  @Test("after a merge, logical completion restarts from the merge time")
  func mergeRestartsLogicalClock() {
    var previous = AnimationDriver(.smooth, value: 1.0)
    _ = previous.run(frameTimes(through: 0.3))
    var context = previous.context
    _ = Animation.smooth.shouldMerge(previous: .smooth, value: 1.0, time: 0.3, context: &context)
    var merged = AnimationDriver(.smooth, value: 2.0, context: context)
    let times = frameTimes(through: 2).filter { $0 > 0.3 }
    let completion = merged.logicalCompletionTime(times)
    #expect(isClose(completion ?? .nan, 0.8, within: 1.0 / 60 + 1e-9))
  }

  @Test("with a blend duration, the response moves gradually from the previous one")
  func blend() {
    var previous = AnimationDriver(.spring(duration: 1, bounce: 0), value: 1.0)
    _ = previous.run(frameTimes(through: 0.2))
    let frame = 0.2 + 1.0 / 60
    func offset(after next: Animation) -> Double {
      var context = previous.context
      _ = next.shouldMerge(previous: previous.animation, value: 1.0, time: 0.2, context: &context)
      var merged = AnimationDriver(next, value: 2.0, context: context)
      return merged.sample(at: frame)!
    }
    var unchanged = previous
    unchanged.value = 2
    let slow = unchanged.sample(at: frame)!
    let blended = offset(after: .spring(duration: 0.1, bounce: 0, blendDuration: 1))
    let abrupt = offset(after: .spring(duration: 0.1, bounce: 0))
    #expect(
      abs(blended - slow) < abs(abrupt - slow) / 10,
      "blended \(blended), slow \(slow), abrupt \(abrupt)")
  }

  @Test("stiffness is capped at 45 000")
  func stiffnessCap() {
    let stiff = Animation.spring(response: 0.001, dampingFraction: 1)
    let capped = Animation.spring(
      Spring(mass: 1, stiffness: 45_000, damping: 2 * 45_000.squareRoot()))
    var a = AnimationDriver(stiff, value: 1.0)
    var b = AnimationDriver(capped, value: 1.0)
    for time in frameTimes(fps: 300, through: 0.05) {
      #expect(
        isClose(a.sample(at: time) ?? .nan, b.sample(at: time) ?? .nan, within: 1e-9), "at \(time)")
    }
  }

  @Test("a zero move finishes at once, and vector moves finish too")
  func zeroAndVectors() {
    var zero = AnimationDriver(.smooth, value: 0.0)
    #expect(zero.sample(at: 0) == nil)
    var pair = AnimationDriver(.smooth, value: AnimatablePair(1.0, -1.0))
    let finish = pair.finishTime(frameTimes(through: 3))
    #expect(finish != nil)
  }
}
