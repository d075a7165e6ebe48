import TempoSDL
import Testing

/// The window's frame clock after days of uptime and a day of frames: intervals stay exact.
@MainActor
@Suite("Frame clock precision over days")
struct FrameClockPrecisionTests {
  /// A monotonic source reading as the test sets it.
  final class DaysSource {
    var seconds: Double
    init(seconds: Double) { self.seconds = seconds }
  }

  @Test("a day of 60 Hz frames after 30 days of uptime: every interval is 1/60 s within 1 µs")
  func aDayOfFrames() {
    let source = DaysSource(seconds: 30 * 86_400)
    let clock = FrameClock(frameInterval: 1.0 / 60, source: { source.seconds })
    var previous = clock.beginFrame()
    var worst = 0.0
    let frames = 86_400 * 60
    for frame in 1...frames {
      // The source jitters by up to ±2 ms around the frame's start, as a real loop does.
      source.seconds = 30 * 86_400 + Double(frame) / 60 + Double(frame % 5 - 2) * 0.001
      let now = clock.beginFrame()
      worst = max(worst, abs(now - previous - 1.0 / 60))
      previous = now
    }
    #expect(worst < 1e-6, "worst interval error \(worst) s")
    #expect(abs(clock.now - source.seconds - 1.0 / 60) < 0.005, "still in step with the source")
  }
}
