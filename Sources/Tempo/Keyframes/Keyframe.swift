/// One keyframe of a track, whatever its kind: the value it reaches, how long its segment
/// lasts and how it gets there.
///
/// Public only because ``KeyframeTrackContent`` names it; build keyframes with
/// ``LinearKeyframe``, ``SpringKeyframe``, ``CubicKeyframe`` and ``MoveKeyframe``.
public struct _Keyframe<Value: Animatable> {
  /// How a segment moves from the previous keyframe's value to this one's.
  package enum Kind {
    /// Interpolation along a unit curve.
    case linear(UnitCurve)
    /// A spring released toward the value, with its start velocity (units/s) or `nil` for the
    /// velocity the previous segment ends with.
    case spring(Spring, startVelocity: Value.AnimatableData?)
    /// A cubic Hermite curve with its end velocities (units/s), `nil` for automatic ones.
    case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
    /// A jump, taking no time.
    case move
  }

  /// The value at the end of the segment.
  package var target: Value
  /// The segment's duration in seconds; `nil` for a spring's settling duration.
  package var duration: TimeInterval?
  /// How the segment moves.
  package var kind: Kind

  package init(target: Value, duration: TimeInterval?, kind: Kind) {
    self.target = target
    self.duration = duration
    self.kind = kind
  }
}
