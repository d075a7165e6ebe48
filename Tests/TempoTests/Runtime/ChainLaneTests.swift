import TempoTestSupport
import Testing

@testable import Tempo

@MainActor
@Suite("ChainLane: combined timing curves", .timeLimit(.minutes(1)))
struct ChainLaneTests {
  @Test(
    "two combined linear curves: the second runs from where the first is now (1.0625 at 0.75 s)")
  func combinedLinearCurves() {
    let timeline = Timeline()
    let value = AnimatedValue(0.0, engine: timeline.engine)
    withAnimation(.linear(duration: 1)) { value.value = 1 }
    timeline.tick(at: 0)
    timeline.tick(at: 0.5)
    withAnimation(.linear(duration: 1)) { value.value = 2 }
    timeline.tick(at: 0.5)
    #expect(value.lane?.kind == .chain)
    timeline.tick(at: 0.75)
    // The first link is at 0.75; the second goes from there to 2, a quarter of the way.
    #expect(abs(value.presentation - (0.75 + (2 - 0.75) * 0.25)) < 1e-12)
    timeline.tick(at: 1.5)
    #expect(value.presentation == 2)
    timeline.tick(at: 1.6)
    #expect(!value.isAnimating)
    #expect(value.lane == nil)
  }

  @Test(
    "two links stay in the slot; the third moves the chain to a pool block of 4 and the fifth to one of 8, its links in order"
  )
  func inlineThenPooled() {
    let timeline = Timeline()
    let value = AnimatedValue(0.0, engine: timeline.engine)
    let lane = timeline.engine.chainLane
    // A retarget takes its begin time from the tick that applies it.
    func retarget(to target: Double, at time: Double) {
      withAnimation(.linear(duration: 10)) { value.value = target }
      timeline.tick(at: time)
    }
    retarget(to: 1, at: 0)
    retarget(to: 2, at: 1)
    #expect(value.lane?.kind == .chain)
    #expect(lane[0].isInline)
    #expect(lane.links(of: 0).map(\.target) == [1, 2])
    retarget(to: 3, at: 2)
    #expect(!lane[0].isInline && lane[0].sizeClass == 0 && lane[0].count == 3)
    #expect(lane.links(of: 0).map(\.target) == [1, 2, 3])
    retarget(to: 4, at: 3)
    retarget(to: 5, at: 4)
    #expect(lane[0].sizeClass == 1 && lane[0].count == 5)
    #expect(lane.links(of: 0).map(\.target) == [1, 2, 3, 4, 5])
    timeline.tick(at: 5)
    // Linear links of 10 s, each from where the ones before it are: link k (begun at k − 1 s,
    // k = 1…5) is a fifth… a half of the way at 5 s.
    var expected = 0.0
    for k in 1...5 { expected += (Double(k) - expected) * (5 - Double(k - 1)) / 10 }
    #expect(abs(value.presentation - expected) < 1e-12)
  }

  /// A step of the shared script: set the value with an animation at a time, or run frames.
  enum Step {
    case set(Double, Animation)
    case complete(Double, Animation)
    case run(until: Double, fps: Double)
  }

  static let script: [Step] = {
    let ease = Animation.easeInOut(duration: 1)
    var steps: [Step] = [.set(100, ease), .run(until: 0.1, fps: 60)]
    // Retargets every few frames: the chain grows past 2, 4 and 8 links and drops the links
    // before the last finished one.
    for round in 0..<40 {
      steps.append(.set(Double(round % 7) * 10, round % 3 == 0 ? .linear(duration: 0.4) : ease))
      steps.append(.run(until: 0.1 + Double(round + 1) * 0.05, fps: 60))
    }
    steps.append(.run(until: 4, fps: 60))
    steps.append(.set(-50, ease))
    steps.append(.run(until: 4.2, fps: 60))
    // A chain longer than the lane's 32 links goes on in the general animator.
    for round in 0..<40 {
      steps.append(.set(Double(round), .easeIn(duration: 2)))
      steps.append(.run(until: 4.2 + Double(round + 1) / 60, fps: 60))
    }
    steps.append(.run(until: 8, fps: 60))
    // A completion, then a spring (which merges), hand the chain over too.
    steps += [
      .set(10, ease), .run(until: 8.3, fps: 60), .set(20, ease), .run(until: 8.4, fps: 60),
      .complete(30, ease), .run(until: 8.6, fps: 60), .set(40, ease), .run(until: 8.7, fps: 60),
      .set(50, ease), .run(until: 8.8, fps: 60), .set(0, .spring), .run(until: 12, fps: 60),
    ]
    return steps
  }()

  @Test(
    "the chain lane and the general animator give the same motion over retargets, long chains and hand-overs"
  )
  func samePath() {
    let lane = Timeline()
    let general = Timeline()
    // A Double runs in the lanes; a pair (second component 0) runs in the general animator.
    let fast = AnimatedValue(0.0, engine: lane.engine)
    let slow = AnimatedValue(AnimatablePair(0.0, 0.0), engine: general.engine)
    var compared = 0
    var inChain = 0
    var worst = 0.0
    var completions = (fast: 0, slow: 0)
    for step in Self.script {
      switch step {
      case .set(let target, let animation):
        withAnimation(animation) {
          fast.value = target
          slow.value = AnimatablePair(target, 0)
        }
      case .complete(let target, let animation):
        withAnimation(animation) {
          fast.value = target
        } completion: {
          completions.fast += 1
        }
        withAnimation(animation) {
          slow.value = AnimatablePair(target, 0)
        } completion: {
          completions.slow += 1
        }
      case .run(let time, let fps):
        lane.run(until: time, fps: fps) { _ in
          general.tick(at: lane.now)
          // The lanes run the general animator's arithmetic; a tolerance of ulps all the same.
          worst = max(worst, abs(fast.presentation - slow.presentation.first))
          #expect(fast.isAnimating == slow.isAnimating)
          compared += 1
          if fast.lane?.kind == .chain { inChain += 1 }
        }
      }
    }
    #expect(worst < 1e-9)
    #expect(compared > 600)
    #expect(inChain > 150)
    #expect(completions.fast == 1 && completions.slow == 1)
    #expect(!fast.isAnimating)
    #expect(fast.presentation == 0)
    #expect(lane.engine.chainLane.count == 0)
  }

  @Test(
    "the pair and vector chain lanes and the general animator give a point and a colour the same motion over the same script"
  )
  func vectorSamePath() {
    typealias Quad = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
    typealias Mixed = AnimatablePair<
      AnimatablePair<CGFloat, Double>, AnimatablePair<Double, Double>
    >
    let lane = Timeline()
    let general = Timeline()
    // A CGFloat pair runs in the pair lanes and a colour's data in the vector lanes; a Double
    // pair and a mixed quadruple (not lane types) run in the general animator.
    let point = AnimatedValue(AnimatablePair(CGFloat(0), CGFloat(0)), engine: lane.engine)
    let colour = AnimatedValue(Quad(.init(0, 0), .init(0, 0)), engine: lane.engine)
    let slowPoint = AnimatedValue(AnimatablePair(0.0, 0.0), engine: general.engine)
    let slowColour = AnimatedValue(Mixed(.init(0, 0), .init(0, 0)), engine: general.engine)
    func set(_ target: Double) {
      point.value = AnimatablePair(CGFloat(target), CGFloat(-target / 2))
      colour.value = Quad(.init(target, target * 2), .init(-target, target / 4))
      slowPoint.value = AnimatablePair(target, -target / 2)
      slowColour.value = Mixed(.init(CGFloat(target), target * 2), .init(-target, target / 4))
    }
    var compared = 0
    var inChain = 0
    var worst = 0.0
    var completions = 0
    for step in Self.script {
      switch step {
      case .set(let target, let animation):
        withAnimation(animation) { set(target) }
      case .complete(let target, let animation):
        withAnimation(animation) {
          set(target)
        } completion: {
          completions += 1
        }
      case .run(let time, let fps):
        lane.run(until: time, fps: fps) { _ in
          general.tick(at: lane.now)
          let (p, q) = (point.presentation, slowPoint.presentation)
          let (c, d) = (colour.presentation, slowColour.presentation)
          for difference in [
            Double(p.first) - q.first, Double(p.second) - q.second,
            c.first.first - Double(d.first.first), c.first.second - d.first.second,
            c.second.first - d.second.first, c.second.second - d.second.second,
          ] {
            worst = max(worst, abs(difference))
          }
          #expect(point.isAnimating == slowPoint.isAnimating)
          #expect(colour.isAnimating == slowColour.isAnimating)
          compared += 1
          if point.lane?.kind == .pairChain && colour.lane?.kind == .vectorChain { inChain += 1 }
        }
      }
    }
    #expect(worst < 1e-9)
    #expect(compared > 600)
    #expect(inChain > 150)
    // One completion handler, called once, when both values have finished.
    #expect(completions == 1)
    #expect(!point.isAnimating && !colour.isAnimating)
    #expect(point.presentation == AnimatablePair(0, 0))
    #expect(lane.engine.pairChainLane.count == 0 && lane.engine.vectorChainLane.count == 0)
  }
}
