import TempoScene

/// Two gestures recognized at once (SwiftUI's `SimultaneousGesture`): its value holds each
/// part's latest value, and it ends when the parts that began have ended.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PartsGesture {
  /// The parts' latest values (`nil` for a part that has not begun).
  public struct Value {
    /// The first gesture's value.
    public var first: First.Value?
    /// The second gesture's value.
    public var second: Second.Value?
  }

  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second

  var parts: GestureParts<Value> {
    let (first, second) = (gestureParts(of: first), gestureParts(of: second))
    var parts = GestureParts<Value>(kind: .tap(count: 1), value: nil)
    parts.compose = { engine, emit in
      SimultaneousDriver(first, second, engine: engine, emit: emit) { Value(first: $0, second: $1) }
    }
    return parts
  }
}

extension SimultaneousGesture.Value: Equatable
where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture, then another once it has ended (SwiftUI's `SequenceGesture`): a long press
/// before a drag.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PartsGesture {
  /// Where the sequence is.
  public enum Value {
    /// The first gesture is under way, with its value.
    case first(First.Value)
    /// The first gesture ended with its value; the second's, once it has begun.
    case second(First.Value, Second.Value?)
  }

  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second

  var parts: GestureParts<Value> {
    let (first, second) = (gestureParts(of: first), gestureParts(of: second))
    var parts = GestureParts<Value>(kind: .tap(count: 1), value: nil)
    parts.compose = { engine, emit in
      SequenceDriver(
        first, second, engine: engine, emit: emit, firstStep: { .first($0) },
        secondStep: { .second($0, $1) })
    }
    return parts
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// One of two gestures, the first preferred (SwiftUI's `ExclusiveGesture`): the first's
/// changes and end while it is under way, else the second's.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PartsGesture {
  /// Which gesture is reporting, with its value.
  public enum Value {
    /// The first gesture's value.
    case first(First.Value)
    /// The second gesture's value.
    case second(Second.Value)
  }

  /// The preferred gesture.
  public var first: First
  /// The other gesture.
  public var second: Second

  var parts: GestureParts<Value> {
    let (first, second) = (gestureParts(of: first), gestureParts(of: second))
    var parts = GestureParts<Value>(kind: .tap(count: 1), value: nil)
    parts.compose = { engine, emit in
      ExclusiveDriver(
        first, second, engine: engine, emit: emit, firstCase: { .first($0) },
        secondCase: { .second($0) })
    }
    return parts
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
  /// This gesture and `other` at once.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other>
  {
    SimultaneousGesture(first: self, second: other)
  }

  /// This gesture, then `other` once this one has ended.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(first: self, second: other)
  }

  /// This gesture, or `other` when this one is not under way.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(first: self, second: other)
  }
}
