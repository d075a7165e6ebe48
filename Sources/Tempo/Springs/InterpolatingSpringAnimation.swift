/// The closed-form spring behind `.interpolatingSpring`: a unit step response scaled by the move.
///
/// Returns Δ·s(t), where s is the spring's response from 0 to 1 with `initialVelocity` given in
/// fractions of the move per second. Logically complete at the spring's period 2π√(m/k);
/// finished once the envelope of the remaining motion is below 0.001 of the move, and not
/// before 1 s. It never merges: a retarget runs beside the previous animation (combined).
struct InterpolatingSpringAnimation: CustomAnimation {
  /// The spring's physics.
  let spring: Spring
  /// The initial velocity, in fractions of the move per second.
  let initialVelocity: Double
  /// When the remaining motion falls below 0.001 of the move, in seconds (at least 1).
  let settlingTime: Double

  init(_ spring: Spring, initialVelocity: Double) {
    self.spring = spring
    self.initialVelocity = initialVelocity
    func envelope(_ t: Double) -> Double {
      let motion = SpringMotion(spring, time: t)
      return motion.fEnvelope + abs(initialVelocity) * motion.gEnvelope
    }
    var high = 1.0
    while envelope(high) > 0.001 && high < 1e5 { high *= 2 }
    var low = 0.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if envelope(middle) > 0.001 { low = middle } else { high = middle }
    }
    settlingTime = max(high, 1)
  }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    if time >= spring.duration { context.isLogicallyComplete = true }
    if time > settlingTime { return nil }
    let motion = SpringMotion(spring, time: time)
    return value.scaled(by: motion.f + initialVelocity * motion.g)
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    let motion = SpringMotion(spring, time: time)
    return value.scaled(by: motion.df + initialVelocity * motion.dg)
  }
}

extension InterpolatingSpringAnimation: CustomStringConvertible {
  var description: String {
    "interpolatingSpring(mass: \(spring.mass), stiffness: \(spring.stiffness), "
      + "damping: \(spring.damping), initialVelocity: \(initialVelocity))"
  }
}
