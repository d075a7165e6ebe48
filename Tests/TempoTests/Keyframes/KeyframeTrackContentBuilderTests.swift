import Tempo
import TempoTestSupport
import Testing

@Suite("KeyframeTrackContentBuilder")
struct KeyframeTrackContentBuilderTests {
  @Test("builders take if, else and for: the keyframes listed play in order")
  func builderControlFlow() {
    let bounces = 3
    let withSecond = true
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        for index in 0..<bounces { LinearKeyframe(Double(index + 1), duration: 1) }
        if withSecond {
          MoveKeyframe(10.0)
        } else {
          MoveKeyframe(20.0)
        }
      }
    }
    #expect(timeline.duration == 3)
    #expect(isClose(timeline.value(time: 1.5), 1.5, within: 1e-12))
    #expect(timeline.value(time: 3) == 10)
  }
}
