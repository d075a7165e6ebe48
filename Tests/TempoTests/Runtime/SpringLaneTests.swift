import TempoTestSupport
import Testing

@testable import Tempo

@MainActor
@Suite("SpringLane and SpringAnimation: one spring")
struct SpringLaneTests {
  /// A step of the shared script: set the value with an animation at a time, or tick.
  enum Step {
    case set(Double, Animation)
    case run(until: Double, fps: Double)
    case tick(at: Double)
  }

  static let spring = Animation.spring(duration: 0.5, bounce: 0.2)
  static let script: [Step] = [
    .set(100, spring), .tick(at: 0), .run(until: 0.25, fps: 60),
    // A retarget with an equal spring: a merge in the lane and in the general animator.
    .set(150, spring), .run(until: 0.4, fps: 60),
    // A stall of 2.5 s: one 1/60 s frame is simulated.
    .tick(at: 2.9), .run(until: 3.0, fps: 60),
    .set(-20, spring), .run(until: 3.5, fps: 37),
    // Two retargets in one frame, then a stall in mid-flight.
    .set(10, spring), .set(40, spring), .run(until: 3.6, fps: 60), .tick(at: 5),
    .run(until: 6, fps: 120),
    // A different spring: the lane hands its motion over to the general animator.
    .set(0, .spring(duration: 0.3, bounce: 0.5)), .run(until: 9, fps: 60),
  ]

  @Test(
    "the lane and the general animator give the same motion bit for bit over merges, stalls and a hand-over"
  )
  func samePath() {
    let lane = Timeline()
    let general = Timeline()
    // A Double runs in the lane; a pair (second component 0) runs in the general animator.
    let fast = AnimatedValue(0.0, engine: lane.engine)
    let slow = AnimatedValue(AnimatablePair(0.0, 0.0), engine: general.engine)
    var compared = 0
    var inLane = 0
    var worst = 0.0
    func compare() {
      worst = max(worst, abs(fast.presentation - slow.presentation.first))
      #expect(fast.isAnimating == slow.isAnimating)
      compared += 1
      if fast.lane?.kind == .spring { inLane += 1 }
    }
    for step in Self.script {
      switch step {
      case .set(let target, let animation):
        withAnimation(animation) {
          fast.value = target
          slow.value = AnimatablePair(target, 0)
        }
      case .tick(let time):
        lane.tick(at: time)
        general.tick(at: time)
        compare()
      case .run(let time, let fps):
        lane.run(until: time, fps: fps) { _ in
          general.tick(at: lane.now)
          compare()
        }
      }
    }
    #expect(worst == 0)
    #expect(compared > 300)
    #expect(inLane > 100)
    #expect(!fast.isAnimating)
    #expect(fast.presentation == 0)
  }
}
