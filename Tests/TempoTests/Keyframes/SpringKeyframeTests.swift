import Tempo
import TempoTestSupport
import Testing

@Suite("SpringKeyframe")
struct SpringKeyframeTests {
  /// Spring(duration: 0.5, bounce: 0.3) by its definition: k = (2π/0.5)², c = 4π·0.7/0.5.
  let bouncy = ClosedFormSpring(
    stiffness: pow(2 * Double.pi / 0.5, 2), damping: 4 * Double.pi * 0.7 / 0.5)

  @Test("a spring keyframe follows the spring's closed form from the previous value")
  func followsClosedForm() {
    let timeline = KeyframeTimeline(initialValue: 2.0) {
      SpringKeyframe(5.0, duration: 0.4, spring: Spring(duration: 0.5, bounce: 0.3))
    }
    #expect(timeline.duration == 0.4)
    for t in [0.05, 0.1, 0.2, 0.3] {
      let expected = 2 + bouncy.position(delta: 3, v0: 0, t: t)
      #expect(isClose(timeline.value(time: t), expected, within: 1e-9))
    }
  }

  @Test("a spring cut short hands its position to the next keyframe")
  func cutShortSpringHandsOverItsPosition() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(1.0, duration: 0.1, spring: Spring(duration: 0.5, bounce: 0.3))
      LinearKeyframe(0.0, duration: 0.5)
    }
    let handOver = bouncy.position(delta: 1, v0: 0, t: 0.1)
    #expect(handOver < 0.9)
    #expect(isClose(timeline.value(time: 0.35), handOver * 0.5, within: 1e-9))
  }

  @Test("startVelocity is the velocity the spring is released with (units per second)")
  func startVelocity() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(1.0, duration: 1, spring: Spring(duration: 0.5, bounce: 0.3), startVelocity: 3)
    }
    #expect(
      isClose(timeline.value(time: 0.15), bouncy.position(delta: 1, v0: 3, t: 0.15), within: 1e-9))
  }

  @Test("without startVelocity the spring starts with the previous segment's end velocity")
  func inheritsVelocity() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(1.0, duration: 1)  // ends at 1 unit/s
      SpringKeyframe(3.0, duration: 1, spring: Spring(duration: 0.5, bounce: 0.3))
    }
    let expected = 1 + bouncy.position(delta: 2, v0: 1, t: 0.3)
    #expect(isClose(timeline.value(time: 1.3), expected, within: 1e-9))
  }

  @Test("without a duration the segment lasts the spring's settling duration; default Spring()")
  func defaultDurationIsSettlingDuration() {
    let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0) }
    #expect(timeline.duration == Spring().settlingDuration)
    // Spring() is critically damped with period 0.5 s: x = 1 − e^(−ωt)(1 + ωt), ω = 4π.
    let omega = 4 * Double.pi
    let expected = 1 - exp(-omega * 0.1) * (1 + omega * 0.1)
    #expect(isClose(timeline.value(time: 0.1), expected, within: 1e-9))
  }
}
