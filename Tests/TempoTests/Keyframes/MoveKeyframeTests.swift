import Tempo
import TempoTestSupport
import Testing

@Suite("MoveKeyframe")
struct MoveKeyframeTests {
  @Test("a move keyframe jumps at once and the next keyframe starts from there")
  func jumps() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(10.0, duration: 1)
      MoveKeyframe(3.0)
      LinearKeyframe(5.0, duration: 1)
    }
    #expect(timeline.duration == 2)
    #expect(isClose(timeline.value(time: 0.999), 9.99, within: 1e-9))
    #expect(timeline.value(time: 1) == 3)
    #expect(isClose(timeline.value(time: 1.5), 4, within: 1e-12))
  }

  @Test("a move keyframe first sets the value from time 0; before 0 it is the initial value")
  func firstMove() {
    let timeline = KeyframeTimeline(initialValue: 1.0) { MoveKeyframe(7.0) }
    #expect(timeline.duration == 0)
    #expect(timeline.value(time: -1) == 1)
    #expect(timeline.value(time: 0) == 7)
    #expect(timeline.value(time: 5) == 7)
  }
}
