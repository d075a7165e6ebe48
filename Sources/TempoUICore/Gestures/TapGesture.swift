/// A press released on the view (SwiftUI's `TapGesture`): it ends, with no value, at the
/// release; add the action with ``Gesture/onEnded(_:)``.
public struct TapGesture: Gesture, PartsGesture {
  /// A tap has no value.
  public typealias Value = Void

  /// How many taps in a row make the gesture: 2 for a double click (clicks at most 0.4 s
  /// apart, within 5 points of the first); a count below 1 logs one line and is taken as 1.
  public var count: Int

  /// A gesture of `count` taps.
  public init(count: Int = 1) {
    self.count = count
  }

  var parts: GestureParts<Void> { GestureParts(kind: .tap(count: count), value: { _ in () }) }
}
