/// When a spring animation is at rest: bounds on its speed, acceleration and distance to the
/// target (like Flutter's `Tolerance`). The one rest rule of both spring paths.
struct SpringTolerance: Sendable {
  /// The largest speed at rest, in units/s.
  var velocity: Double
  /// The largest acceleration at rest, in units/s².
  var acceleration: Double
  /// The largest distance to the target at rest, as a fraction of the move.
  var relativeDistance: Double
  /// The largest distance to the target at rest however small the move, in units.
  var minimumDistance: Double

  /// The spec's rule: |v| ≤ 0.06 units/s, |a| ≤ 0.06 units/s², and within 1 % of the move
  /// (at least 10⁻⁶ units).
  static let standard = SpringTolerance(
    velocity: 0.06, acceleration: 0.06, relativeDistance: 0.01, minimumDistance: 1e-6)

  /// Whether a spring moving by `move` (from its origin) is at rest with this state.
  @inline(__always)
  func isAtRest<V: VectorArithmetic>(
    velocity v: V, acceleration a: V, remaining: V, move: V
  ) -> Bool {
    v.magnitudeSquared <= velocity * velocity
      && a.magnitudeSquared <= acceleration * acceleration
      && remaining.magnitudeSquared
        <= max(
          relativeDistance * relativeDistance * move.magnitudeSquared,
          minimumDistance * minimumDistance)
  }
}
