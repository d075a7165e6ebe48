/// A sequence of keyframes for one track, played one after another (SwiftUI's
/// `KeyframeTrackContent`).
public protocol KeyframeTrackContent<Value> {
  /// The type of value the keyframes animate.
  associatedtype Value: Animatable

  /// Appends this content's keyframes, in playing order, to `keyframes`.
  func _appendKeyframes(to keyframes: inout [_Keyframe<Value>])
}

/// Keyframes gathered by ``KeyframeTrackContentBuilder``, in playing order.
public struct _KeyframeList<Value: Animatable>: KeyframeTrackContent {
  /// The keyframes.
  package var keyframes: [_Keyframe<Value>]

  package init(_ keyframes: [_Keyframe<Value>] = []) {
    self.keyframes = keyframes
  }

  /// Appends the gathered keyframes to `keyframes`.
  public func _appendKeyframes(to keyframes: inout [_Keyframe<Value>]) {
    keyframes += self.keyframes
  }
}
