/// A damped harmonic oscillator: the physics behind spring animations.
///
/// Stored as mass (kg-like units), stiffness k (N/m-like, per unit mass squared seconds) and
/// damping c (per second). The perceptual parameters are derived from them: the undamped period
/// `duration` = 2π√(m/k) (also called `response`), the damping ratio ζ = c / (2√(k m)), and
/// `bounce` = 1 − ζ for ζ ≤ 1, 1/ζ − 1 above.
public struct Spring: Hashable, Sendable {
  /// The mass attached to the spring.
  public let mass: Double
  /// The spring constant k: force per unit of displacement.
  public let stiffness: Double
  /// The damping coefficient c: force per unit of velocity.
  public let damping: Double

  /// A spring with the given perceptual duration (the undamped period, s) and bounce (−1…1).
  ///
  /// ζ = 1 − bounce for bounce ≥ 0 and 1/(1 + bounce) below; k = (2π/duration)², c = 4πζ/duration.
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(response: duration, dampingRatio: ratio)
  }

  /// A spring with the given undamped period (`response`, s) and damping ratio ζ.
  public init(response: Double, dampingRatio: Double) {
    let angularFrequency = 2 * Double.pi / response
    mass = 1
    stiffness = angularFrequency * angularFrequency
    damping = 2 * dampingRatio * angularFrequency
  }

  /// A spring from physical parameters; an overdamped one becomes critically damped unless allowed.
  public init(
    mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false
  ) {
    self.mass = mass
    self.stiffness = stiffness
    let critical = 2 * (stiffness * mass).squareRoot()
    self.damping = allowOverDamping ? damping : min(damping, critical)
  }

  /// A spring that settles within `settlingDuration` seconds (to `epsilon` of a unit move).
  public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
    let unit = Spring(response: 1, dampingRatio: dampingRatio)
    let unitSettling = unit.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
    self.init(response: settlingDuration / unitSettling, dampingRatio: dampingRatio)
  }

  /// The undamped angular frequency ω0 = √(k/m), in radians per second.
  public var angularFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio ζ = c / (2√(k m)): below 1 it oscillates, 1 is critical, above 1 overdamped.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The perceptual duration: the undamped period 2π√(m/k), in seconds.
  public var duration: TimeInterval { 2 * Double.pi * (mass / stiffness).squareRoot() }

  /// The undamped period, in seconds (the same as ``duration``).
  public var response: Double { duration }

  /// How much it bounces: 1 − ζ for ζ ≤ 1, 1/ζ − 1 for an overdamped spring (negative).
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }

  /// The time (s) a unit move takes to stay within 0.001 of its target.
  public var settlingDuration: TimeInterval {
    settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
  }
}
