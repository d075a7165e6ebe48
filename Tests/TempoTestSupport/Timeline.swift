import Tempo

/// An engine on a manual clock, with a one-line way to move time and tick.
@MainActor
package final class Timeline {
  /// The clock the engine reads.
  package let clock: ManualClock
  /// The engine under test.
  package let engine: AnimationEngine

  /// Creates an engine whose clock starts at `start` seconds.
  package init(start: TimeInterval = 0) {
    clock = ManualClock(now: start)
    engine = AnimationEngine(clock: clock)
  }

  /// The clock's time, in seconds.
  package var now: TimeInterval { clock.now }

  /// Ticks the engine at the current time.
  package func tick() { engine.tick() }

  /// Moves the clock to `time` seconds (forward only) and ticks.
  package func tick(at time: TimeInterval) {
    clock.advance(to: time)
    engine.tick()
  }

  /// Ticks at every multiple of `1/fps` seconds after now, up to `time` (within 1e-9 s).
  ///
  /// Frame times are computed as `k / fps`, not accumulated, so they are exact multiples.
  package func run(
    until time: TimeInterval, fps: Double = 60, each: (TimeInterval) -> Void = { _ in }
  ) {
    var frame = (clock.now * fps + 1e-6).rounded(.down) + 1
    while frame / fps <= time + 1e-9 {
      clock.advance(to: frame / fps)
      engine.tick()
      each(clock.now)
      frame += 1
    }
  }
}
