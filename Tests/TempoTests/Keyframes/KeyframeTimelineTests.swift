import Tempo
import TempoTestSupport
import Testing

@Suite("KeyframeTimeline")
struct KeyframeTimelineTests {
  struct Values {
    var scale = 1.0
    var offset = 0.0
    var label = "kept"
  }

  let timeline = KeyframeTimeline(initialValue: Values()) {
    KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 1) }
    KeyframeTrack(\.offset) {
      LinearKeyframe(100.0, duration: 2)
      LinearKeyframe(40.0, duration: 1)
    }
  }

  @Test("key-path tracks play in parallel; the timeline lasts as long as the longest")
  func parallelTracks() {
    #expect(timeline.duration == 3)
    let early = timeline.value(time: 0.5)
    #expect(isClose(early.scale, 1.5, within: 1e-12))
    #expect(isClose(early.offset, 25, within: 1e-12))
    let late = timeline.value(time: 2.5)
    #expect(late.scale == 2)  // the shorter track holds its last value
    #expect(isClose(late.offset, 70, within: 1e-12))
    #expect(late.label == "kept")
  }

  @Test("before the start the value is the initial one; after the end, the final one")
  func outsideTheTimeline() {
    #expect(timeline.value(time: -1).scale == 1)
    #expect(timeline.value(time: -1).offset == 0)
    #expect(timeline.value(time: 10).scale == 2)
    #expect(timeline.value(time: 10).offset == 40)
  }

  @Test("value(progress:) is the value at that fraction of the duration, clamped to 0…1")
  func progress() {
    #expect(isClose(timeline.value(progress: 0.5).offset, 75, within: 1e-12))
    #expect(timeline.value(progress: 2).offset == 40)
    #expect(timeline.value(progress: -1).offset == 0)
  }

  @Test("a whole-value track, and keyframes written directly, animate the value itself")
  func wholeValueTracks() {
    let track = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack { LinearKeyframe(4.0, duration: 2) }
    }
    let direct = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(4.0, duration: 2) }
    #expect(isClose(track.value(time: 0.5), 1, within: 1e-12))
    #expect(isClose(direct.value(time: 0.5), 1, within: 1e-12))
  }

  @Test("an empty timeline lasts 0 s and keeps the initial value")
  func empty() {
    let timeline = KeyframeTimeline(initialValue: 5.0) { KeyframeTrack(\.self) {} }
    #expect(timeline.duration == 0)
    #expect(timeline.value(time: 1) == 5)
  }
}
