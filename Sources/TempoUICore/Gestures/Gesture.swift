import Tempo
import TempoScene

/// An input a person performs on a view, such as a drag or a tap (SwiftUI's `Gesture`).
///
/// TempoUI recognizes ``DragGesture``, ``TapGesture``, ``SpatialTapGesture`` and
/// ``LongPressGesture`` with
/// ``onChanged(_:)``, ``onEnded(_:)`` and ``updating(_:body:)``, composed with
/// `sequenced(before:)`, `simultaneously(with:)` and `exclusively(before:)`; attach one with
/// ``View/gesture(_:including:)``. A gesture type of your own is not recognized: attaching it
/// logs one line and the view takes no such input.
public protocol Gesture<Value> {
  /// What the gesture reports while it changes and when it ends.
  associatedtype Value
}

extension Gesture where Value: Equatable {
  /// Runs `action` with the gesture's value each time it changes (for a drag: each move once
  /// it has started).
  public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(parts: gestureParts(of: self).adding(changed: action))
  }
}

extension Gesture {
  /// Runs `action` with the gesture's last value when it ends (a drag's release, a tap).
  public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(parts: gestureParts(of: self).adding(ended: action))
  }

  /// Updates `state` while the gesture changes: `body` gets the gesture's value, the state's
  /// value to edit and the transaction its change is made in (none by default). When the
  /// gesture ends, `state` returns to its initial value with its reset transaction.
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    let parts = gestureParts(of: self)
      .adding(changed: { value in
        state.update { current, transaction in
          body(value, &current, &transaction)
        }
      })
      .adding(reset: { state.reset() })
    return GestureStateGesture(parts: parts)
  }
}

/// What a recognized gesture is made of (internal): what it recognizes, how its value is made
/// from the pointer, and the actions added to it.
struct GestureParts<Value> {
  var kind: GestureKind
  /// The gesture's value at a pointer sample (`nil` for a gesture TempoUI does not recognize).
  var value: (@MainActor (GestureSample) -> Value)?
  var changed: [@MainActor (Value) -> Void] = []
  var ended: [@MainActor (Value) -> Void] = []
  var reset: [@MainActor () -> Void] = []
  /// For a composed gesture (`simultaneously`, `sequenced`, `exclusively`): makes its driver,
  /// which reports its value to the emit given.
  var compose: (@MainActor (AnimationEngine, GestureEmit<Value>) -> any PressDriver)?

  func adding(changed action: @escaping @MainActor (Value) -> Void) -> Self {
    var parts = self
    parts.changed.append(action)
    return parts
  }

  func adding(ended action: @escaping @MainActor (Value) -> Void) -> Self {
    var parts = self
    parts.ended.append(action)
    return parts
  }

  func adding(reset action: @escaping @MainActor () -> Void) -> Self {
    var parts = self
    parts.reset.append(action)
    return parts
  }

  /// Whether the gesture is one TempoUI recognizes (one it does not has no ``value``).
  var isRecognized: Bool { value != nil || compose != nil }
}

/// The parts of `gesture`; a gesture TempoUI does not recognize has parts that recognize
/// nothing (internal; the view it is attached to says so).
func gestureParts<G: Gesture>(of gesture: G) -> GestureParts<G.Value> {
  func open<P: PartsGesture>(_ gesture: P) -> Any { gesture.parts }
  if let known = gesture as? any PartsGesture, let parts = open(known) as? GestureParts<G.Value> {
    return parts
  }
  return GestureParts<G.Value>(kind: .tap(count: 1), value: nil)
}

/// A gesture that carries its ``GestureParts`` (internal: every gesture type of TempoUI).
protocol PartsGesture: Gesture {
  var parts: GestureParts<Value> { get }
}

/// What a gesture recognizes (internal).
enum GestureKind {
  /// A press that moves at least `minimumDistance` points.
  case drag(minimumDistance: Double, coordinateSpace: CoordinateSpace)
  /// A press released on the view, `count` times in a row (only 1 is recognized).
  case tap(count: Int)
  /// A press held `minimumDuration` seconds without moving more than `maximumDistance` points.
  case longPress(minimumDuration: Double, maximumDistance: Double)
  /// A pinch or a twist (the gesture type's `name`): a pointer cannot make one, so it never
  /// begins.
  case twoFinger(name: String)
}

/// The pointer as a gesture sees it (internal): where it is and went, in the gesture's
/// coordinate space, and how fast it moves.
struct GestureSample {
  var location: CGPoint
  /// The pointer's location in window points, whatever the gesture's coordinate space.
  var windowLocation: CGPoint
  var startLocation: CGPoint
  /// The pointer's movement since the press, in points.
  var translation: CGSize
  /// The pointer's speed over its last moves, in points per second.
  var velocity: CGSize
  var time: Date
}
