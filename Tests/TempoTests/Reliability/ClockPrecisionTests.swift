import Tempo
import Testing

/// The engine's clock after days of simulated time: frame times and animation progress stay
/// exact to well under a microsecond.
@MainActor
@Suite("Clock precision over days")
struct ClockPrecisionTests {
  @Test("a manual clock stepped by 1/60 s for two simulated days is within 1 µs of n/60")
  func manualClockSteps() {
    let clock = ManualClock()
    let frames = 2 * 86_400 * 60
    var worst = 0.0
    for frame in 1...frames {
      clock.advance(by: 1.0 / 60)
      if frame % 997 == 0 { worst = max(worst, abs(clock.now - Double(frame) / 60)) }
    }
    worst = max(worst, abs(clock.now - Double(frames) / 60))
    #expect(worst < 1e-6, "drift \(worst) s after \(frames) frames")
  }

  @Test("an animation started after 40 days of ticking runs on time to the nanosecond")
  func animationAfterDays() {
    let start = 40 * 86_400.0
    let clock = ManualClock(now: start)
    let engine = AnimationEngine(clock: clock)
    engine.maximumFrameInterval = 1.0 / 30
    let value = AnimatedValue(0.0, engine: engine)
    withAnimation(.linear(duration: 1)) { value.value = 1 }
    engine.tick()
    for frame in 1...30 {
      clock.advance(by: 1.0 / 60)
      engine.tick()
      // Linear: the offset is the elapsed time; 1e-9 of progress is 1 ns of time.
      #expect(abs(value.presentation - Double(frame) / 60) < 1e-9)
    }
    clock.advance(by: 5)  // a stall, clamped to one 1/30 s frame
    engine.tick()
    #expect(abs(value.presentation - (0.5 + 1.0 / 30)) < 1e-9)
    #expect(abs(engine.time - (start + 0.5 + 1.0 / 30)) < 1e-9)
  }
}
