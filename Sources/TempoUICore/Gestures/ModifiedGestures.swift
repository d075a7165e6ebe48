/// A gesture with an action for its changes (what ``Gesture/onChanged(_:)`` returns).
public struct _ChangedGesture<Content: Gesture>: Gesture, PartsGesture {
  /// The gesture's value.
  public typealias Value = Content.Value
  let parts: GestureParts<Value>
}

/// A gesture with an action for its end (what ``Gesture/onEnded(_:)`` returns).
public struct _EndedGesture<Content: Gesture>: Gesture, PartsGesture {
  /// The gesture's value.
  public typealias Value = Content.Value
  let parts: GestureParts<Value>
}

/// A gesture that updates a ``GestureState`` (what ``Gesture/updating(_:body:)`` returns).
public struct GestureStateGesture<Content: Gesture, State>: Gesture, PartsGesture {
  /// The gesture's value.
  public typealias Value = Content.Value
  let parts: GestureParts<Value>
}
