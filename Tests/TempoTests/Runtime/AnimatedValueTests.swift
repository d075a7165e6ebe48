import Testing
import Tempo
import TempoTestSupport

@MainActor
@Suite("AnimatedValue")
struct AnimatedValueTests {
  @Test("an animated change begins at the first tick after it, which still shows the start value")
  func beginsAtNextTick() {
    let timeline = Timeline(start: 3)
    let value = AnimatedValue(0.0, engine: timeline.engine)
    withAnimation(.linear(duration: 1)) { value.value = 100 }
    #expect(value.value == 100)
    #expect(value.presentation == 0)
    timeline.tick(at: 3.25)
    #expect(value.presentation == 0)
    timeline.tick(at: 3.5)
    #expect(abs(value.presentation - 25) < 1e-9)
    timeline.tick(at: 4.25)
    #expect(value.presentation == 100)
    #expect(value.isAnimating)
    timeline.tick(at: 4.26)
    #expect(value.presentation == 100)
    #expect(!value.isAnimating)
    #expect(timeline.engine.isIdle)
  }

  @Test("a change outside any transaction moves the presentation at once")
  func unanimatedChangeJumps() {
    let timeline = Timeline()
    let value = AnimatedValue(1.0, engine: timeline.engine)
    value.value = 5
    #expect(value.presentation == 5)
    #expect(!value.isAnimating)
    #expect(timeline.engine.isIdle)
  }

  @Test("setting the same value again starts nothing")
  func sameValueDoesNothing() {
    let timeline = Timeline()
    let value = AnimatedValue(1.0, engine: timeline.engine)
    withAnimation(.linear(duration: 1)) { value.value = 1 }
    #expect(!value.isAnimating)
    #expect(timeline.engine.isIdle)
  }

  @Test("a retarget with a timing curve combines: the spec's 50, 74, 96, 116, 134, 150, 170, 200")
  func combinedRetargetFollowsTheChain() {
    let timeline = Timeline()
    let value = AnimatedValue(0.0, engine: timeline.engine)
    withAnimation(.linear(duration: 1)) { value.value = 100 }
    timeline.tick(at: 0)
    timeline.tick(at: 0.5)
    withAnimation(.linear(duration: 1)) { value.value = 200 }
    let expected: [(Double, Double)] = [
      (0.5, 50), (0.6, 74), (0.7, 96), (0.8, 116), (0.9, 134), (1.0, 150), (1.2, 170), (1.5, 200),
    ]
    for (time, presentation) in expected {
      timeline.tick(at: time)
      #expect(abs(value.presentation - presentation) < 1e-9, "at t = \(time)")
    }
    timeline.tick(at: 1.51)
    #expect(!value.isAnimating)
    #expect(value.presentation == 200)
  }

  @Test("a change without animation during an animation moves the model; the rest plays on top")
  func unanimatedChangeDuringAnimation() {
    let timeline = Timeline()
    let value = AnimatedValue(0.0, engine: timeline.engine)
    withAnimation(.linear(duration: 1)) { value.value = 100 }
    timeline.tick(at: 0)
    timeline.tick(at: 0.5)
    value.value = 300
    #expect(abs(value.presentation - 250) < 1e-9)
    timeline.tick(at: 0.75)
    #expect(abs(value.presentation - 275) < 1e-9)
    timeline.tick(at: 1.01)
    #expect(value.presentation == 300)
  }

  @Test("a spring retarget merges: position and velocity stay continuous")
  func springRetargetIsContinuous() {
    let timeline = Timeline()
    let value = AnimatedValue(0.0, engine: timeline.engine)
    withAnimation(.spring(duration: 0.5, bounce: 0)) { value.value = 1 }
    var samples: [Double] = []
    timeline.run(until: 0.2) { _ in samples.append(value.presentation) }
    withAnimation(.spring(duration: 0.5, bounce: 0)) { value.value = 2 }
    timeline.run(until: 0.25) { _ in samples.append(value.presentation) }
    // Frame-to-frame steps around the retarget: no jump, and the speed changes only gradually.
    let steps = zip(samples.dropFirst(), samples).map { $0 - $1 }
    let retarget = 11  // index of the first step after the retarget (frame 13 → 14)
    #expect(abs(steps[retarget] - steps[retarget - 1]) < 0.06)
    #expect(steps[retarget] > 0)
    #expect(timeline.engine.runningAnimationCount == 1)
    timeline.run(until: 3)
    #expect(value.presentation == 2)
    #expect(timeline.engine.isIdle)
  }

  @Test("every animation ends exactly at the model value and the engine becomes idle")
  func endsAtModel() {
    let animations: [Animation] = [
      .linear, .easeIn, .easeOut, .easeInOut, .spring, .smooth, .snappy, .bouncy,
      .interpolatingSpring, .interactiveSpring(), .easeIn(duration: 0.3).delay(0.2),
      .easeOut.speed(3), .linear(duration: 0.2).repeatCount(3), .default,
    ]
    for animation in animations {
      let timeline = Timeline()
      let value = AnimatedValue(0.1, engine: timeline.engine)
      withAnimation(animation) { value.value = 7.3 }
      timeline.run(until: 0.1)
      withAnimation(animation) { value.value = -2.9 }
      timeline.run(until: 10)
      #expect(value.presentation == -2.9, "\(animation)")
      #expect(timeline.engine.isIdle, "\(animation)")
    }
  }

  @Test("repeatCount(2) with autoreverse plays forward, back, then snaps to the target")
  func repeatSnapsToTarget() {
    let timeline = Timeline()
    let value = AnimatedValue(0.0, engine: timeline.engine)
    withAnimation(.linear(duration: 1).repeatCount(2)) { value.value = 10 }
    timeline.tick(at: 0)
    timeline.tick(at: 0.5)
    #expect(abs(value.presentation - 5) < 1e-9)
    timeline.tick(at: 1.0)
    #expect(abs(value.presentation - 10) < 1e-9)
    timeline.tick(at: 1.1)  // play 1 ended: shows its end
    timeline.tick(at: 1.2)  // play 2 (reversed) begins
    timeline.tick(at: 1.7)
    #expect(abs(value.presentation - 5) < 1e-9)
    timeline.tick(at: 2.2)
    #expect(abs(value.presentation - 0) < 1e-9)
    timeline.tick(at: 2.3)
    #expect(value.presentation == 10)
    #expect(!value.isAnimating)
  }

  @Test(
    "a Double (the engine's fast lanes) moves exactly like a CGFloat (the general animator)",
    arguments: [
      Animation.easeInOut(duration: 0.7), .timingCurve(0.68, -0.55, 0.265, 1.55, duration: 0.5),
      .spring, .bouncy, .spring(response: 0.3, dampingFraction: 0.5),
    ])
  func fastLaneMatchesGeneralPath(animation: Animation) {
    let timeline = Timeline()
    let fast = AnimatedValue(0.0, engine: timeline.engine)
    let general = AnimatedValue(CGFloat(0), engine: timeline.engine)
    withAnimation(animation) {
      fast.value = 10
      general.value = 10
    }
    var largest = 0.0
    timeline.run(until: 0.25) { _ in
      largest = max(largest, abs(fast.presentation - general.presentation))
    }
    withAnimation(animation) {
      fast.value = -5
      general.value = -5
    }
    timeline.run(until: 0.3) { _ in
      largest = max(largest, abs(fast.presentation - general.presentation))
    }
    fast.value = 3
    general.value = 3
    timeline.run(until: 4) { _ in
      largest = max(largest, abs(fast.presentation - general.presentation))
    }
    #expect(largest < 1e-9)
    #expect(fast.presentation == 3)
    #expect(timeline.engine.isIdle)
  }

  @Test("the animation sees the property's environment")
  func environmentReachesTheAnimation() {
    let timeline = Timeline()
    let value = AnimatedValue(0.0, engine: timeline.engine)
    value.environment[ProbeScaleKey.self] = 3
    withAnimation(Animation(EnvironmentScaledAnimation())) { value.value = 1 }
    timeline.tick(at: 0)
    timeline.tick(at: 0.1)
    #expect(abs(value.presentation - 0.3) < 1e-9)
  }
}

private enum ProbeScaleKey: EnvironmentKey {
  static let defaultValue = 1.0
}

/// Moves at `scale` × Δ per second, where `scale` comes from the environment; done after 1 s.
private struct EnvironmentScaledAnimation: CustomAnimation {
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  )
    -> V?
  {
    time > 1 ? nil : value.scaled(by: min(1, time * context.environment[ProbeScaleKey.self]))
  }
}

@MainActor
@Suite("AnimatedValue with a placeholder zero")
struct AnimatedValuePlaceholderZeroTests {
  static let target = PlaceholderVector([10, 20, 30])

  /// Whether `vector` has three components within 1e-9 of `expected`.
  static func matches(_ vector: PlaceholderVector, _ expected: [Double]) -> Bool {
    vector.values.count == 3 && zip(vector.values, expected).allSatisfy { abs($0 - $1) < 1e-9 }
  }

  /// A three-element value at 0 set to ``target`` with `animation`, ticked once at 0 s.
  static func start(_ animation: Animation) -> (Timeline, AnimatedValue<PlaceholderVector>) {
    let timeline = Timeline()
    let value = AnimatedValue(PlaceholderVector([0, 0, 0]), engine: timeline.engine)
    withAnimation(animation) { value.value = target }
    timeline.tick(at: 0)
    return (timeline, value)
  }

  @Test("3 elements animate 0 → [10, 20, 30] linearly: [5, 10, 15] at half time, all 3 at the end")
  func linear() {
    let (timeline, value) = Self.start(.linear(duration: 1))
    timeline.tick(at: 0.5)
    #expect(Self.matches(value.presentation, [5, 10, 15]))
    timeline.tick(at: 1.1)
    #expect(value.presentation == Self.target)
  }

  @Test("a spring keeps 3 elements in the ratio 1 : 2 : 3 and ends at the target")
  func spring() {
    let (timeline, value) = Self.start(.spring(duration: 0.5))
    var seen = 0
    timeline.run(until: 3) { _ in
      let values = value.presentation.values
      if value.isAnimating, values.count == 3 {
        if abs(values[1] - 2 * values[0]) < 1e-9, abs(values[2] - 3 * values[0]) < 1e-9 {
          seen += 1
        }
      }
    }
    #expect(seen > 10)
    #expect(!value.isAnimating)
    #expect(value.presentation == Self.target)
  }

  @Test("a spring retarget (merge) and a combined curve keep 3 elements and reach the model")
  func retargets() {
    let (timeline, value) = Self.start(.spring(duration: 0.5))
    timeline.run(until: 0.2)
    withAnimation(.smooth(duration: 0.4)) { value.value = PlaceholderVector([-10, 0, 10]) }
    timeline.run(until: 0.3)
    withAnimation(.easeInOut(duration: 0.5)) { value.value = PlaceholderVector([1, 2, 3]) }
    timeline.run(until: 0.4)
    #expect(value.presentation.values.count == 3)
    timeline.run(until: 4)
    #expect(value.presentation == PlaceholderVector([1, 2, 3]))
  }
}
