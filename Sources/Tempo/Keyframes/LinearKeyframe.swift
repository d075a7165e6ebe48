/// A keyframe reached by interpolating from the previous value along a timing curve
/// (SwiftUI's `LinearKeyframe`).
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  let keyframe: _Keyframe<Value>

  /// A keyframe reaching `to` after `duration` seconds, its progress eased by `timingCurve`:
  /// value = from + (to − from)·curve(elapsed/duration).
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    keyframe = _Keyframe(target: to, duration: duration, kind: .linear(timingCurve))
  }

  /// Appends this keyframe.
  public func _appendKeyframes(to keyframes: inout [_Keyframe<Value>]) {
    keyframes.append(keyframe)
  }
}
