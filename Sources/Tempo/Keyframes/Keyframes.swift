/// Keyframes for a whole value: one or more tracks played in parallel (SwiftUI's
/// `Keyframes`).
public protocol Keyframes<Value> {
  /// The type of value the keyframes animate.
  associatedtype Value

  /// This content's tracks.
  var _tracks: _KeyframeTracks<Value> { get }
}

/// Tracks gathered by ``KeyframesBuilder``: each, given the value the timeline starts from,
/// resolves into a curve that sets its part of the value. Keyframes written directly in the
/// builder form one more track, for the whole value, played in the order written.
public struct _KeyframeTracks<Root>: Keyframes {
  /// Makes each `KeyframeTrack`'s evaluator from the timeline's initial value.
  package var makers: [(Root) -> ResolvedKeyframeTrack<Root>]
  /// Keyframes written directly (each a `_Keyframe<Root>`), in order.
  package var directKeyframes: [Any] = []
  /// Makes the whole-value track of ``directKeyframes``.
  package var makeDirectTrack: (([Any]) -> (Root) -> ResolvedKeyframeTrack<Root>)?

  package init(_ makers: [(Root) -> ResolvedKeyframeTrack<Root>] = []) {
    self.makers = makers
  }

  /// Joins `parts`, keeping the direct keyframes of all in one track.
  package init(joining parts: [_KeyframeTracks<Root>]) {
    makers = parts.flatMap(\.makers)
    directKeyframes = parts.flatMap(\.directKeyframes)
    makeDirectTrack = parts.lazy.compactMap(\.makeDirectTrack).first
  }

  /// Every track's maker, the direct keyframes' track last.
  package var allMakers: [(Root) -> ResolvedKeyframeTrack<Root>] {
    guard !directKeyframes.isEmpty, let makeDirectTrack else { return makers }
    return makers + [makeDirectTrack(directKeyframes)]
  }

  /// These tracks.
  public var _tracks: _KeyframeTracks<Root> { self }
}

/// One track resolved for an initial value: its duration and how it sets its part of the
/// value at a time.
package struct ResolvedKeyframeTrack<Root> {
  /// When the track's last segment ends, in seconds.
  package var duration: Double
  /// Sets the track's part of the value to its value at a time (s).
  package var apply: (Double, inout Root) -> Void
}
