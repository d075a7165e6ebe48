import Tempo
import TempoScene

/// What follows a view's press and runs a gesture's actions (internal): a single gesture's
/// ``GestureRecognizer``, or a composed gesture's driver over its parts' drivers.
@MainActor
protocol PressDriver: AnyObject {
  /// A press began (`true`) or ended (`false`).
  func pressChanged(_ isPressed: Bool)
  /// The press moved to `local` (the view's points) and `window` (the window's).
  func pressMoved(local: CGPoint, window: CGPoint)
  /// A tap of ``tapCount`` clicks ended on the view.
  func tapped()
  /// The clicks a tap inside needs, or `nil` when no tap is inside.
  var tapCount: Int? { get }
}

/// Where a composed gesture's part reports (internal): its value as it changes and ends, and
/// its reset.
struct GestureEmit<Value> {
  var changed: @MainActor (Value) -> Void
  var ended: @MainActor (Value) -> Void
  var reset: @MainActor () -> Void
}

extension GestureRecognizer: PressDriver {
  var tapCount: Int? {
    if case .tap(let count) = kind { return max(count, 1) }
    return nil
  }
}

extension GestureParts {
  /// A driver for this gesture as a part of a composed one: its own actions run, then
  /// `emit`'s (internal).
  @MainActor func driver(engine: AnimationEngine, emit: GestureEmit<Value>) -> any PressDriver {
    let parts = self
    let run = GestureEmit<Value>(
      changed: { value in
        for action in parts.changed { action(value) }
        emit.changed(value)
      },
      ended: { value in
        for action in parts.ended { action(value) }
        emit.ended(value)
      },
      reset: {
        for action in parts.reset { action() }
        emit.reset()
      })
    if let compose { return compose(engine, run) }
    let recognizer = GestureRecognizer()
    recognizer.kind = kind
    recognizer.engine = engine
    if value == nil {
      warnOnce(
        "TempoUI recognizes DragGesture, TapGesture, SpatialTapGesture and LongPressGesture in a "
          + "composed gesture; another part is not recognized and never changes")
    }
    if let value {
      recognizer.run = (
        changed: { run.changed(value($0)) }, ended: { run.ended(value($0)) }, reset: run.reset
      )
    }
    return recognizer
  }
}
