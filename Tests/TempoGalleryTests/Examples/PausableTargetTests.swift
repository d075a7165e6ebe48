import TempoScene
import TempoTestSupport
import TempoUI
import Testing

@testable import TempoGallery

/// The seed's `PausableAnimation` and `TargetAnimation` driving the two balls.
@MainActor
struct PausableTargetTests {
  /// The centre x of the ball filled with `color` in `list`.
  func ballX(_ color: Color, in list: DisplayList) -> Double {
    list.fills(color)[0].rect.midX
  }

  @Test func theYellowBallHoldsWhilePausedAndFinishesTheTwoSecondEaseLaterByThePause() {
    let example = HostedExample(PausableTarget())
    let left = ballX(.yellow, in: example.run(to: 5))
    example.click("Move", atFrame: 6)  // 0.1 s
    let easeInOut = ExactBezier(0.42, 0, 0.58, 1)
    /// Where the ball is after `elapsed` seconds of unpaused motion.
    func expected(_ elapsed: Double) -> Double {
      left + 200 * easeInOut.value(at: min(max(elapsed / 2, 0), 1))
    }
    #expect(abs(ballX(.yellow, in: example.run(to: 30)) - expected(0.4)) < 1e-6)
    example.click("Pause", atFrame: 36)  // 0.5 s of motion
    let held = ballX(.yellow, in: example.host.scene.displayList())
    #expect(abs(held - expected(0.5)) < 1e-6)
    for frame in 37...95 {
      #expect(ballX(.yellow, in: example.run(to: frame)) == held, "frame \(frame) moved")
    }
    example.click("Resume", atFrame: 96)  // paused for 1 s
    for frame in [96, 120, 150, 180] {
      let x = ballX(.yellow, in: example.run(to: frame))
      let motion = example.time(frame) - 0.1 - 1
      #expect(abs(x - expected(motion)) < 1e-6, "frame \(frame): \(x) vs \(expected(motion))")
    }
    // 2 s of motion plus 1 s paused, from 0.1 s: at rest on the right from 3.1 s (frame 186).
    #expect(abs(ballX(.yellow, in: example.run(to: 186)) - (left + 200)) < 1e-9)
  }

  @Test func theBlueBallsTargetAnimationIsNotPausedAndComesToRestOnTheRight() {
    let example = HostedExample(PausableTarget())
    let left = ballX(.blue, in: example.run(to: 5))
    example.click("Move", atFrame: 6)
    example.click("Pause", atFrame: 12)
    let early = ballX(.blue, in: example.run(to: 20))
    #expect(ballX(.blue, in: example.run(to: 30)) > early)
    example.run(to: 240)
    #expect(abs(ballX(.blue, in: example.run(to: 240)) - (left + 200)) < 1e-9)
  }
}
