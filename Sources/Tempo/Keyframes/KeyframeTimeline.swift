/// Keyframes played from an initial value, queried at any time (SwiftUI's
/// `KeyframeTimeline`): what a keyframe animator shows at each frame.
///
/// Every track starts at time 0 from the initial value's part it animates and holds its last
/// value after it ends; the timeline lasts as long as its longest track.
public struct KeyframeTimeline<Value> {
  private let initialValue: Value
  private let tracks: [ResolvedKeyframeTrack<Value>]

  /// A timeline playing `content`'s tracks from `initialValue`.
  public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
    self.initialValue = initialValue
    tracks = content()._tracks.allMakers.map { $0(initialValue) }
  }

  /// The timeline's length in seconds: the end of its longest track.
  public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

  /// The value `time` seconds from the start (the initial value before it, the final value
  /// after the end).
  public func value(time: Double) -> Value {
    var value = initialValue
    for track in tracks { track.apply(time, &value) }
    return value
  }

  /// The value at `progress` (0…1, clamped) of the timeline's duration.
  public func value(progress: Double) -> Value {
    value(time: min(max(progress, 0), 1) * duration)
  }
}
