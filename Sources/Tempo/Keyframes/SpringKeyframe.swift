/// A keyframe reached by a spring released from the previous value (SwiftUI's
/// `SpringKeyframe`).
///
/// The segment follows the spring's closed form from the previous value toward `to`; when its
/// duration is shorter than the spring takes to settle, the next segment starts from where
/// the spring is then, with its velocity.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  let keyframe: _Keyframe<Value>

  /// A keyframe moving toward `to` on `spring` for `duration` seconds (`nil`: the spring's
  /// settling duration), starting at `startVelocity` units per second (`nil`: the velocity the
  /// previous segment ends with, 0 at the track's start).
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {
    keyframe = _Keyframe(
      target: to, duration: duration,
      kind: .spring(spring, startVelocity: startVelocity?.animatableData))
  }

  /// Appends this keyframe.
  public func _appendKeyframes(to keyframes: inout [_Keyframe<Value>]) {
    keyframes.append(keyframe)
  }
}
