extension ClosedFormSpring {
  /// Whether `value` is what an engine stepping this spring as the spec's retargetable spring
  /// does (§4: fixed 1/300 s steps, taken while its clock is before the frame's time) may show
  /// at `t` seconds: `map` of the closed-form position at some time in [t, t + 2 steps] (the
  /// step that reaches `t`, and one more for the clock's rounding), within `tolerance` (the
  /// integrator's own error). The range is sampled every 0.1 ms.
  package func allows(
    _ value: Double, delta: Double, v0: Double = 0, at t: Double, tolerance: Double,
    step: Double = 1.0 / 300, map: (Double) -> Double = { $0 }
  ) -> Bool {
    var (low, high) = (Double.infinity, -Double.infinity)
    for time in stride(from: t, through: t + 2 * step, by: 1e-4) {
      let mapped = map(position(delta: delta, v0: v0, t: time))
      (low, high) = (min(low, mapped), max(high, mapped))
    }
    return value >= low - tolerance && value <= high + tolerance
  }
}
