import TempoTestSupport
import Testing

@testable import Tempo

@MainActor
@Suite(
  "CurveLane: one timing curve, for a Double or a vector's components", .timeLimit(.minutes(1)))
struct CurveLaneTests {
  @Test("a point on easeInOut runs in the pair lane and follows the curve formula per coordinate")
  func pointFollowsCurve() {
    let timeline = Timeline()
    let point = AnimatedValue(CGPoint(x: 0, y: 10).animatableData, engine: timeline.engine)
    withAnimation(.easeInOut(duration: 1)) {
      point.value = CGPoint(x: 20, y: -30).animatableData
    }
    timeline.tick(at: 0)
    #expect(point.lane?.kind == .pair)
    // easeInOut is the Bézier (0.42, 0), (0.58, 1).
    let curve = ExactBezier(0.42, 0, 0.58, 1)
    for step in 1...9 {
      let time = Double(step) / 10
      timeline.tick(at: time)
      let progress = curve.value(at: time)
      #expect(abs(Double(point.presentation.first) - 20 * progress) < 1e-9)
      #expect(abs(Double(point.presentation.second) - (10 - 40 * progress)) < 1e-9)
    }
    timeline.tick(at: 1)
    #expect(point.presentation == CGPoint(x: 20, y: -30).animatableData)
    timeline.tick(at: 1.1)
    #expect(!point.isAnimating)
    #expect(point.lane == nil)
  }

  @Test("1,000 Doubles started in one transaction share one cohort and follow the curve formula")
  func doublesShareCohort() {
    let timeline = Timeline()
    let values = (0..<1_000).map { AnimatedValue(Double($0), engine: timeline.engine) }
    withAnimation(.easeOut(duration: 0.5)) { for value in values { value.value += 4 } }
    timeline.tick(at: 0)
    #expect(timeline.engine.curveLane.cohorts.count == 1)
    timeline.tick(at: 0.2)
    // easeOut is the Bézier (0, 0), (0.58, 1); 0.2 s of 0.5 s have passed.
    let offset = 4 * ExactBezier(0, 0, 0.58, 1).value(at: 0.4)
    for (index, value) in values.enumerated() {
      #expect(abs(value.presentation - (Double(index) + offset)) < 1e-9)
    }
    timeline.tick(at: 0.6)
    #expect(timeline.engine.curveLane.count == 0)
    #expect(timeline.engine.curveLane.cohorts.count == 0)
  }

  @Test("a colour's four components in the vector lane follow the curve formula")
  func colourFollowsCurve() {
    let timeline = Timeline()
    let from = Color.red.animatableData
    let to = Color(red: 0.2, green: 0.6, blue: 0.9, opacity: 0.5).animatableData
    let colour = AnimatedValue(from, engine: timeline.engine)
    withAnimation(.easeIn(duration: 2)) { colour.value = to }
    timeline.tick(at: 0)
    #expect(colour.lane?.kind == .vector)
    timeline.tick(at: 0.5)
    // easeIn is the Bézier (0.42, 0), (1, 1); a quarter of the duration has passed.
    let progress = ExactBezier(0.42, 0, 1, 1).value(at: 0.25)
    let components = [
      (from.first.first, to.first.first, colour.presentation.first.first),
      (from.first.second, to.first.second, colour.presentation.first.second),
      (from.second.first, to.second.first, colour.presentation.second.first),
      (from.second.second, to.second.second, colour.presentation.second.second),
    ]
    for (start, end, shown) in components {
      #expect(abs(shown - (start + (end - start) * progress)) < 1e-9)
    }
  }

  @Test(
    "the pair lane and the general animator give the same values through a retarget and a completion"
  )
  func pairLaneMatchesGeneralAnimator() {
    let lane = Timeline()
    let general = Timeline()
    // A CGFloat pair runs in the pair lane; a Double pair (not a lane type) in the general animator.
    let fast = AnimatedValue(AnimatablePair(CGFloat(0), CGFloat(5)), engine: lane.engine)
    let slow = AnimatedValue(AnimatablePair(0.0, 5.0), engine: general.engine)
    var inLane = 0
    var worst = 0.0
    var completions = 0
    func set(_ x: Double, _ y: Double, _ animation: Animation, completes: Bool = false) {
      let body = {
        fast.value = AnimatablePair(CGFloat(x), CGFloat(y))
        slow.value = AnimatablePair(x, y)
      }
      if completes {
        withAnimation(animation, body) { completions += 1 }
      } else {
        withAnimation(animation, body)
      }
    }
    func run(until time: Double) {
      lane.run(until: time, fps: 60) { _ in
        general.tick(at: lane.now)
        worst = max(worst, abs(Double(fast.presentation.first) - slow.presentation.first))
        worst = max(worst, abs(Double(fast.presentation.second) - slow.presentation.second))
        #expect(fast.isAnimating == slow.isAnimating)
        if fast.lane?.kind == .pair { inLane += 1 }
      }
    }
    set(100, -20, .easeInOut(duration: 1))
    run(until: 0.4)
    set(50, 40, .easeOut(duration: 0.5))  // a retarget: the pair chain lane combines
    run(until: 2)
    set(-10, 0, .linear(duration: 0.3), completes: true)
    run(until: 3)
    set(7, 7, .spring)  // not a timing curve: the general animator
    run(until: 6)
    #expect(worst < 1e-12)
    #expect(inLane > 20)
    #expect(completions == 1)
    #expect(!fast.isAnimating)
    #expect(fast.presentation == AnimatablePair(CGFloat(7), CGFloat(7)))
  }
}
