/// Builds a timeline's tracks from a closure listing them (SwiftUI's `KeyframesBuilder`): each
/// `KeyframeTrack`, or keyframes written directly for a track animating the whole value.
@resultBuilder
public enum KeyframesBuilder<Value> {
  /// Takes a track (or tracks).
  public static func buildExpression<Content: Keyframes>(_ content: Content)
    -> _KeyframeTracks<Value> where Content.Value == Value
  {
    content._tracks
  }

  /// Plays the parts in parallel.
  public static func buildBlock(_ parts: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> {
    _KeyframeTracks(joining: parts)
  }

  /// The tracks of an `if` without `else`, or none.
  public static func buildOptional(_ part: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> {
    part ?? _KeyframeTracks()
  }

  /// The tracks of the first branch of an `if`–`else` or `switch`.
  public static func buildEither(first part: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> {
    part
  }

  /// The tracks of the second branch of an `if`–`else` or `switch`.
  public static func buildEither(second part: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> {
    part
  }

  /// The tracks of a `for` loop's iterations, in parallel.
  public static func buildArray(_ parts: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> {
    _KeyframeTracks(joining: parts)
  }

  /// The tracks of an availability check's branch.
  public static func buildLimitedAvailability(_ part: _KeyframeTracks<Value>)
    -> _KeyframeTracks<Value>
  {
    part
  }
}

extension KeyframesBuilder where Value: Animatable {
  /// Takes keyframes written directly: those of a builder make one track animating the whole
  /// value, in the order written.
  public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content)
    -> _KeyframeTracks<Value> where Content.Value == Value
  {
    var keyframes: [_Keyframe<Value>] = []
    content._appendKeyframes(to: &keyframes)
    var tracks = _KeyframeTracks<Value>()
    tracks.directKeyframes = keyframes
    tracks.makeDirectTrack = { erased in
      let keyframes = erased.compactMap { $0 as? _Keyframe<Value> }
      return { root in
        let curve = KeyframeCurve(initialValue: root, keyframes: keyframes)
        return ResolvedKeyframeTrack(duration: curve.duration) { time, value in
          value = curve.value(at: time)
        }
      }
    }
    return tracks
  }
}
