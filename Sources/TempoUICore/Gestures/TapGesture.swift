/// A press released on the view (SwiftUI's `TapGesture`): it ends, with no value, at the
/// release; add the action with ``Gesture/onEnded(_:)``.
public struct TapGesture: Gesture, PartsGesture {
  /// A tap has no value.
  public typealias Value = Void

  /// How many taps in a row make the gesture (only 1 is recognized: a desktop click; the view
  /// of a gesture of another count logs one line and takes single clicks).
  public var count: Int

  /// A gesture of `count` taps.
  public init(count: Int = 1) {
    self.count = count
  }

  var parts: GestureParts<Void> { GestureParts(kind: .tap(count: count), value: { _ in () }) }
}
