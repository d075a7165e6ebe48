/// Builds a track's keyframes from a closure listing them (SwiftUI's
/// `KeyframeTrackContentBuilder`): statements, `if`, `switch` and `for` loops.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
  /// Takes one keyframe (or keyframe sequence) of the track.
  public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content)
    -> _KeyframeList<Value> where Content.Value == Value
  {
    var keyframes: [_Keyframe<Value>] = []
    content._appendKeyframes(to: &keyframes)
    return _KeyframeList(keyframes)
  }

  /// Plays the parts one after another.
  public static func buildBlock(_ parts: _KeyframeList<Value>...) -> _KeyframeList<Value> {
    _KeyframeList(parts.flatMap(\.keyframes))
  }

  /// The keyframes of an `if` without `else`, or none.
  public static func buildOptional(_ part: _KeyframeList<Value>?) -> _KeyframeList<Value> {
    part ?? _KeyframeList()
  }

  /// The keyframes of the first branch of an `if`–`else` or `switch`.
  public static func buildEither(first part: _KeyframeList<Value>) -> _KeyframeList<Value> {
    part
  }

  /// The keyframes of the second branch of an `if`–`else` or `switch`.
  public static func buildEither(second part: _KeyframeList<Value>) -> _KeyframeList<Value> {
    part
  }

  /// The keyframes of a `for` loop's iterations, one after another.
  public static func buildArray(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> {
    _KeyframeList(parts.flatMap(\.keyframes))
  }

  /// The keyframes of an availability check's branch.
  public static func buildLimitedAvailability(_ part: _KeyframeList<Value>) -> _KeyframeList<Value>
  {
    part
  }
}
