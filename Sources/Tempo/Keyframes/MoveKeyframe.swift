/// A keyframe that jumps to its value at once, taking no time (SwiftUI's `MoveKeyframe`).
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  let keyframe: _Keyframe<Value>

  /// A keyframe setting the value to `to` immediately.
  public init(_ to: Value) {
    keyframe = _Keyframe(target: to, duration: 0, kind: .move)
  }

  /// Appends this keyframe.
  public func _appendKeyframes(to keyframes: inout [_Keyframe<Value>]) {
    keyframes.append(keyframe)
  }
}
