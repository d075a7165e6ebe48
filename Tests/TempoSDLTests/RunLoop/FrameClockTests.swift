import TempoSDL
import Testing

@Suite("Frame clock")
@MainActor
struct FrameClockTests {
  /// A monotonic source the test moves by hand.
  final class FakeSource {
    var seconds: Double
    init(_ seconds: Double) { self.seconds = seconds }
  }

  private func clock(at start: Double, interval: Double = 0.01) -> (FrameClock, FakeSource) {
    let source = FakeSource(start)
    return (FrameClock(frameInterval: interval, source: { source.seconds }), source)
  }

  @Test("a frame's time is its expected presentation: one interval after the reading")
  func firstFrameIsOneIntervalAhead() {
    let (clock, _) = clock(at: 5)
    #expect(clock.now == 5)
    #expect(clock.beginFrame() == 5.01)
    #expect(clock.now == 5.01)
  }

  @Test("consecutive frames advance by exactly one interval despite jitter")
  func cadenceIgnoresJitter() {
    let (clock, source) = clock(at: 1)
    var expected = clock.beginFrame()
    for step in [0.0102, 0.0097, 0.0104, 0.0099] {
      source.seconds += step
      expected += 0.01
      #expect(abs(clock.beginFrame() - expected) < 1e-12)
    }
  }

  @Test("after a pause the clock resynchronises with the source")
  func resynchronisesAfterPause() {
    let (clock, source) = clock(at: 1)
    clock.beginFrame()
    source.seconds = 3
    #expect(clock.beginFrame() == 3.01)
  }

  @Test("the clock never goes back, even if the source does")
  func neverGoesBack() {
    let (clock, source) = clock(at: 1)
    let first = clock.beginFrame()
    source.seconds = 0.5
    #expect(clock.beginFrame() > first)
  }

  @Test("a frame drawn early is paced to one interval before its presentation")
  func pacingDelayWhenEarly() {
    let (clock, _) = clock(at: 1)
    clock.beginFrame()  // 1.01
    #expect(clock.pacingDelay == 0)
    clock.beginFrame()  // 1.02, source still at 1: wait until 1.01
    #expect(abs(clock.pacingDelay - 0.01) < 1e-12)
  }

  @Test("an unknown refresh rate means 60 Hz")
  func unknownRefreshRateIs60Hz() {
    #expect(FrameClock.frameInterval(refreshRate: 0) == 1.0 / 60)
    #expect(FrameClock.frameInterval(refreshRate: -1) == 1.0 / 60)
    #expect(FrameClock.frameInterval(refreshRate: .nan) == 1.0 / 60)
    #expect(FrameClock.frameInterval(refreshRate: 120) == 1.0 / 120)
    #expect(FrameClock(frameInterval: 0).frameInterval == 1.0 / 60)
  }

  @Test("the system source is monotonic")
  func systemSourceIsMonotonic() {
    let first = FrameClock.monotonicSeconds()
    #expect(FrameClock.monotonicSeconds() >= first)
  }
}
