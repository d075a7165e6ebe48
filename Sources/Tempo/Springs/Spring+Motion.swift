/// The closed-form motion of a spring released at 0 toward a target Δ with initial velocity v0.
///
/// x(t) = Δ·f(t) + v0·g(t) and v(t) = Δ·f′(t) + v0·g′(t), with λ = c / 2m, ω0 = √(k/m),
/// ωd = ω0√|1 − ζ²| and, for ζ < 1, f = 1 − e^(−λt)(cos ωd t + (λ/ωd) sin ωd t),
/// g = e^(−λt) sin(ωd t)/ωd; for ζ = 1, f = 1 − e^(−λt)(1 + λt), g = t e^(−λt); for ζ > 1,
/// r1,2 = −λ ± ω0√(ζ² − 1), f = 1 + (r2 e^(r1 t) − r1 e^(r2 t))/(r1 − r2),
/// g = (e^(r1 t) − e^(r2 t))/(r1 − r2).
struct SpringMotion {
  /// f(t), g(t), f′(t), g′(t).
  var f: Double, g: Double, df: Double, dg: Double
  /// Envelopes bounding |f(t) − 1| and |g(t)| from above.
  var fEnvelope: Double, gEnvelope: Double

  init(_ spring: Spring, time t: Double) {
    let lambda = spring.damping / (2 * spring.mass)
    let omega0 = spring.angularFrequency
    let zeta = lambda / omega0
    if abs(zeta - 1) < 1e-9 {
      let e = exp(-lambda * t)
      f = 1 - e * (1 + lambda * t)
      g = t * e
      df = lambda * lambda * t * e
      dg = e * (1 - lambda * t)
      fEnvelope = e * (1 + lambda * t)
      gEnvelope = t * e
    } else if zeta < 1 {
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      let e = exp(-lambda * t)
      let (s, c) = (sin(omegaD * t), cos(omegaD * t))
      f = 1 - e * (c + lambda / omegaD * s)
      g = e * s / omegaD
      df = e * s * omega0 * omega0 / omegaD
      dg = e * (c - lambda / omegaD * s)
      fEnvelope = e * (1 + (lambda / omegaD) * (lambda / omegaD)).squareRoot()
      gEnvelope = e / omegaD
    } else {
      let root = omega0 * (zeta * zeta - 1).squareRoot()
      let (r1, r2) = (-lambda + root, -lambda - root)
      let (e1, e2) = (exp(r1 * t), exp(r2 * t))
      let d = r1 - r2
      f = 1 + (r2 * e1 - r1 * e2) / d
      g = (e1 - e2) / d
      df = r1 * r2 * (e1 - e2) / d
      dg = (r1 * e1 - r2 * e2) / d
      fEnvelope = (abs(r2) * e1 + abs(r1) * e2) / d
      gEnvelope = (e1 + e2) / d
    }
  }
}

extension Spring {
  /// The position at `time` seconds of a move from 0 toward `target` starting at `initialVelocity`.
  public func value<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: TimeInterval
  ) -> V {
    let motion = SpringMotion(self, time: time)
    return Self.combine(target, motion.f, initialVelocity, motion.g)
  }

  /// The velocity (units/s) at `time` seconds of a move from 0 toward `target`.
  public func velocity<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: TimeInterval
  ) -> V {
    let motion = SpringMotion(self, time: time)
    return Self.combine(target, motion.df, initialVelocity, motion.dg)
  }

  /// a·x + b·y, leaving `y` out when it is `.zero` (a custom vector's `zero` may be a
  /// placeholder whose sum with `a·x` would lose components).
  @inline(__always)
  static func combine<V: VectorArithmetic>(_ x: V, _ a: Double, _ y: V, _ b: Double) -> V {
    y == .zero ? x.scaled(by: a) : x.scaled(by: a) + y.scaled(by: b)
  }

  /// The force k·(target − position) − c·velocity acting on the mass (with mass 1, the
  /// acceleration in units/s²), for a spring pulling `position` toward `target`.
  public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
    (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
  }

  /// Advances `value` and `velocity` toward `target` by `deltaTime` seconds, exactly.
  public func update<V: VectorArithmetic>(
    value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval
  ) {
    let motion = SpringMotion(self, time: deltaTime)
    let delta = target - value
    value += Self.combine(delta, motion.f, velocity, motion.g)
    velocity = Self.combine(delta, motion.df, velocity, motion.dg)
  }

  /// The time (s) after which a move toward `target` stays within `epsilon` of it.
  public func settlingDuration<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, epsilon: Double = 0.001
  ) -> TimeInterval {
    let targetSize = target.magnitudeSquared.squareRoot()
    let speed = initialVelocity.magnitudeSquared.squareRoot()
    func bound(_ t: Double) -> Double {
      let motion = SpringMotion(self, time: t)
      return targetSize * motion.fEnvelope + speed * motion.gEnvelope
    }
    func distance(_ t: Double) -> Double {
      let motion = SpringMotion(self, time: t)
      let offset = Self.combine(target, motion.f - 1, initialVelocity, motion.g)
      return offset.magnitudeSquared.squareRoot()
    }
    var limit = duration / 8
    while bound(limit) > epsilon && limit < 1e5 { limit *= 2 }
    let steps = 4000
    let step = limit / Double(steps)
    var lastOutside = -1
    for index in 0...steps where distance(Double(index) * step) > epsilon { lastOutside = index }
    if lastOutside < 0 { return 0 }
    var (low, high) = (Double(lastOutside) * step, Double(lastOutside + 1) * step)
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if distance(middle) > epsilon { low = middle } else { high = middle }
    }
    return high
  }
}
