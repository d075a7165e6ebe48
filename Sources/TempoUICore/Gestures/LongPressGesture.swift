import Foundation
import TempoScene

/// A press held still for a while (SwiftUI's `LongPressGesture`): it changes to `true` at the
/// press and ends, with `true`, once the press has lasted `minimumDuration` seconds without
/// moving more than `maximumDistance` points. A press released sooner, or moved farther,
/// fails: it does not end (a ``GestureState`` it updates returns to its initial value).
public struct LongPressGesture: Gesture, PartsGesture {
  /// Whether the press is held (always `true` in the gesture's actions).
  public typealias Value = Bool

  /// How long, in seconds, the press must last.
  public var minimumDuration: Double
  /// How far, in points, the pointer may move during the press.
  public var maximumDistance: CGFloat

  /// A long press of `minimumDuration` seconds (0.5 by default) within `maximumDistance`
  /// points (10 by default).
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  var parts: GestureParts<Bool> {
    GestureParts(
      kind: .longPress(
        minimumDuration: minimumDuration, maximumDistance: Double(maximumDistance)),
      value: { _ in true })
  }
}

/// A long press with its actions (internal: what `onLongPressGesture` attaches).
struct LongPressActions: Gesture, PartsGesture {
  typealias Value = Bool
  let parts: GestureParts<Bool>
}

extension View {
  /// Runs `action` once a press on this view has lasted `minimumDuration` seconds (0.5 by
  /// default) without moving more than `maximumDistance` points (10); `onPressingChanged` is
  /// told `true` when the press starts and `false` when it ends, succeeds or fails.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping @MainActor () -> Void,
    onPressingChanged: (@MainActor (Bool) -> Void)? = nil
  ) -> some View {
    let parts = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
      .parts
      .adding(changed: { _ in onPressingChanged?(true) })
      .adding(reset: { onPressingChanged?(false) })
      .adding(ended: { _ in action() })
    return gesture(LongPressActions(parts: parts))
  }

  /// Runs `action` once a press on this view has lasted `minimumDuration` seconds; the older
  /// form of ``View/onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)``,
  /// with `onPressingChanged` first.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    pressing onPressingChanged: (@MainActor (Bool) -> Void)?,
    perform action: @escaping @MainActor () -> Void
  ) -> some View {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
      onPressingChanged: onPressingChanged)
  }
}
