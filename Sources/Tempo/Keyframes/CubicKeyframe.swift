/// A keyframe reached along a cubic curve that keeps the motion smooth (SwiftUI's
/// `CubicKeyframe`).
///
/// The segment is the cubic Hermite curve (a cubic Bézier with control points a third of the
/// way along each end's velocity) from the previous value to `to`. A velocity left `nil` is
/// chosen for smooth motion: between two cubic keyframes it is the Catmull-Rom tangent
/// (next value − previous value) / (time between them); after another kind of keyframe the
/// start velocity is the one that segment ends with; before another kind the end velocity is
/// the one the next segment starts with. The track starts and ends at rest (velocity 0).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  let keyframe: _Keyframe<Value>

  /// A keyframe reaching `to` after `duration` seconds, leaving the previous value at
  /// `startVelocity` and arriving at `endVelocity` (units per second; `nil`: automatic).
  public init(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {
    keyframe = _Keyframe(
      target: to, duration: duration,
      kind: .cubic(
        startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))
  }

  /// Appends this keyframe.
  public func _appendKeyframes(to keyframes: inout [_Keyframe<Value>]) {
    keyframes.append(keyframe)
  }
}
