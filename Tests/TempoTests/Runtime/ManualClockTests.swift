import Testing
import Tempo

@MainActor
@Suite("ManualClock")
struct ManualClockTests {
  @Test("it starts where it is told and moves only forward")
  func movesForwardOnly() {
    let clock = ManualClock(now: 1.5)
    #expect(clock.now == 1.5)
    clock.advance(by: 0.25)
    #expect(clock.now == 1.75)
    clock.advance(by: -3)
    clock.advance(by: .nan)
    clock.advance(by: .infinity)
    #expect(clock.now == 1.75)
  }

  @Test("a day of 60 Hz frames keeps sub-microsecond precision")
  func dayOfFramesDoesNotDrift() {
    let clock = ManualClock()
    let frames = 86_400 * 60
    for _ in 0..<frames { clock.advance(by: 1.0 / 60) }
    #expect(abs(clock.now - 86_400) < 1e-6)
  }
}
