import Tempo
import TempoTestSupport
import Testing

@Suite("LinearKeyframe")
struct LinearKeyframeTests {
  @Test("two linear keyframes interpolate from the previous value: 0→10 in 1 s, then 10→4 in 2 s")
  func interpolatesSegmentBySegment() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(10.0, duration: 1)
      LinearKeyframe(4.0, duration: 2)
    }
    #expect(timeline.duration == 3)
    // By hand: from + (to − from)·(elapsed/duration).
    #expect(isClose(timeline.value(time: 0.25), 2.5, within: 1e-12))
    #expect(isClose(timeline.value(time: 1), 10, within: 1e-12))
    #expect(isClose(timeline.value(time: 2), 10 + (4 - 10) * 0.5, within: 1e-12))
    #expect(isClose(timeline.value(time: 2.9), 10 + (4 - 10) * 0.95, within: 1e-12))
    #expect(timeline.value(time: 3) == 4)
  }

  @Test("the timing curve eases the progress: circularEaseIn at half time gives 1 − √(1 − 0.25)")
  func timingCurveEasesProgress() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(10.0, duration: 2, timingCurve: .circularEaseIn)
    }
    #expect(isClose(timeline.value(time: 1), 10 * (1 - (1 - 0.25).squareRoot()), within: 1e-12))
    #expect(isClose(timeline.value(time: 0.5), 10 * (1 - (1 - 0.0625).squareRoot()), within: 1e-12))
  }

  @Test("a CGPoint interpolates both coordinates")
  func interpolatesPoints() {
    let timeline = KeyframeTimeline(initialValue: CGPoint(x: 0, y: 10)) {
      LinearKeyframe(CGPoint(x: 8, y: -10), duration: 1)
    }
    let point = timeline.value(time: 0.25)
    #expect(isClose(Double(point.x), 2, within: 1e-12))
    #expect(isClose(Double(point.y), 5, within: 1e-12))
  }
}
