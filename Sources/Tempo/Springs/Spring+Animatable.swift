/// SwiftUI's from–to forms of the spring queries, for any ``Animatable`` value.
///
/// Each works on the values' `animatableData`: the spring moves from `fromValue` toward
/// `toValue`, `initialVelocity` and `velocity` are rates of the animatable data (units/s), and
/// the result is `fromValue` with its animatable data replaced.
extension Spring {
  /// The value at `time` seconds of a move from `fromValue` to `toValue` starting at
  /// `initialVelocity`.
  public func value<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
  ) -> V {
    let start = fromValue.animatableData
    var result = fromValue
    result.animatableData =
      start
      + value(
        target: toValue.animatableData - start, initialVelocity: initialVelocity.animatableData,
        time: time)
    return result
  }

  /// The velocity (units/s) at `time` seconds of a move from `fromValue` to `toValue` starting
  /// at `initialVelocity`.
  public func velocity<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
  ) -> V {
    var result = fromValue
    result.animatableData = velocity(
      target: toValue.animatableData - fromValue.animatableData,
      initialVelocity: initialVelocity.animatableData, time: time)
    return result
  }

  /// The force on the mass at `position` moving at `velocity`, on a move from `fromValue` to
  /// `toValue`: k·(toValue − position) − c·velocity (units/s² with mass 1).
  public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
    let start = fromValue.animatableData
    var result = fromValue
    result.animatableData = force(
      target: toValue.animatableData - start, position: position.animatableData - start,
      velocity: velocity.animatableData)
    return result
  }

  /// The time (s) after which a move from `fromValue` to `toValue` starting at
  /// `initialVelocity` stays within `epsilon` of `toValue`.
  public func settlingDuration<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
  ) -> TimeInterval {
    settlingDuration(
      target: toValue.animatableData - fromValue.animatableData,
      initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
  }
}
