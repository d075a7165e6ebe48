import Tempo

/// A subject's motion from 0 to 1 as Tempo's engine plays it: the presentation value at each
/// sample time, and when the engine let the animation go (its settle time).
package struct CurveSamples: Sendable {
  /// The sample times, in seconds from the start of the animation (evenly spaced from 0).
  package let times: [Double]
  /// The presentation value at each of ``times`` (0 at the start, 1 is the target).
  package let values: [Double]
  /// When the animation ended: the first sample time at which the engine no longer runs it, in
  /// seconds (the duration for a timing curve; the rest time for a spring).
  package let settleTime: Double

  /// The samples' spacing, in seconds: 1/600 s.
  package static let step = 1.0 / 600

  /// Plays `animation` on a fresh engine with a manual clock, moving a value from 0 to 1, and
  /// samples its presentation every ``step`` seconds until it settles (at most `limit` seconds,
  /// then the last sample counts as the settle time) and for `tail` more seconds after that.
  @MainActor
  package init(animation: Animation, tail: Double = 0, limit: Double = 10) {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let value = AnimatedValue(0.0, engine: engine)
    withAnimation(animation) { value.value = 1 }
    // A change begins at the engine's next tick: this one, at time 0.
    engine.tick()
    var times = [0.0]
    var values = [value.presentation]
    var settle: Double?
    var index = 0
    while true {
      index += 1
      let time = Double(index) * Self.step
      clock.advance(to: time)
      engine.tick()
      times.append(time)
      values.append(value.presentation)
      if settle == nil, !value.isAnimating || time >= limit { settle = time }
      if let settle, time >= settle + tail { break }
    }
    self.times = times
    self.values = values
    settleTime = settle ?? limit
  }

  /// The presentation value at `time` seconds, linearly interpolated between samples (the target,
  /// 1, after the last sample).
  package func value(at time: Double) -> Double {
    guard time > 0 else { return values[0] }
    let position = time / Self.step
    let index = Int(position)
    guard index + 1 < values.count else { return values.last ?? 1 }
    let fraction = position - Double(index)
    return values[index] + (values[index + 1] - values[index]) * fraction
  }
}
