/// A sequence of keyframes animating one property of a value, or the whole value (SwiftUI's
/// `KeyframeTrack`). Tracks in the same timeline play in parallel.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == Value {
  let keyPath: WritableKeyPath<Root, Value>
  let content: Content

  /// A track animating the property of the root value at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    @KeyframeTrackContentBuilder<Value> content: () -> Content
  ) {
    self.keyPath = keyPath
    self.content = content()
  }

  /// This track.
  public var _tracks: _KeyframeTracks<Root> {
    var keyframes: [_Keyframe<Value>] = []
    content._appendKeyframes(to: &keyframes)
    let keyPath = keyPath
    return _KeyframeTracks([
      { root in
        let curve = KeyframeCurve(initialValue: root[keyPath: keyPath], keyframes: keyframes)
        return ResolvedKeyframeTrack(duration: curve.duration) { time, value in
          value[keyPath: keyPath] = curve.value(at: time)
        }
      }
    ])
  }
}

extension KeyframeTrack where Root == Value {
  /// A track animating the whole value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
    self.init(\.self, content: content)
  }
}
