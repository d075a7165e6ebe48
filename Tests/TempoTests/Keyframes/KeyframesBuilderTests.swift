import Tempo
import TempoTestSupport
import Testing

@Suite("KeyframesBuilder")
struct KeyframesBuilderTests {
  @Test("keyframes written directly, even split by an if, make one track played in order")
  func directKeyframesAreSequential() {
    let bounceBack = true
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      MoveKeyframe(2.0)
      if bounceBack {
        LinearKeyframe(6.0, duration: 2)
      }
      LinearKeyframe(0.0, duration: 1)
    }
    #expect(timeline.duration == 3)
    #expect(isClose(timeline.value(time: 1), 4, within: 1e-12))
    #expect(isClose(timeline.value(time: 2.5), 3, within: 1e-12))
  }
}

@Suite("KeyframesBuilder control flow")
struct KeyframesBuilderControlFlowTests {
  struct Pair {
    var a = 0.0
    var b = 0.0
  }

  @Test("an if adds a track only when true; tracks from a for loop play in parallel")
  func conditionalTracks() {
    for withB in [true, false] {
      let timeline = KeyframeTimeline(initialValue: Pair()) {
        KeyframeTrack(\.a) { LinearKeyframe(1.0, duration: 1) }
        if withB {
          KeyframeTrack(\.b) { LinearKeyframe(4.0, duration: 2) }
        }
      }
      #expect(timeline.duration == (withB ? 2 : 1))
      #expect(isClose(timeline.value(time: 1).b, withB ? 2 : 0, within: 1e-12))
    }
    let paths: [WritableKeyPath<Pair, Double>] = [\.a, \.b]
    let both = KeyframeTimeline(initialValue: Pair()) {
      for path in paths { KeyframeTrack(path) { LinearKeyframe(2.0, duration: 1) } }
    }
    #expect(both.duration == 1)
    #expect(isClose(both.value(time: 0.5).a, 1, within: 1e-12))
    #expect(isClose(both.value(time: 0.5).b, 1, within: 1e-12))
  }
}
