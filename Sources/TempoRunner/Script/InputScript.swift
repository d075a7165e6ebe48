import Foundation
import TempoRender
import TempoSDL

/// Clicks, drags, scrolls, keys and typing to play while recording, each at a time in seconds (the `--script` file).
public struct InputScript: Equatable, Sendable {
  /// What a script line does.
  public enum Action: Equatable, Sendable {
    /// A click (press and release) on a target.
    case click(ClickTarget)
    /// A key press.
    case key(Key)
    /// Text typed into the focused text field (as the window's text input delivers it).
    case type(String)
    /// A press on `from`, the pointer moving in a straight line at constant speed to `to` over
    /// `duration` seconds (one move per recorded frame), and the release there; with `from`
    /// equal to `to`, a press held for `duration`.
    case drag(from: ClickTarget, to: ClickTarget, duration: Double)
    /// The pointer moved onto a target and the wheel scrolled by `by` points there (positive:
    /// toward the content's end, down or right).
    case scroll(ClickTarget, by: CGSize)
  }

  /// One script line: an action at a time.
  public struct Event: Equatable, Sendable {
    /// When, in seconds from the start of the recording.
    public var time: Double
    /// What happens then.
    public var action: Action

    /// An event at `time` seconds.
    public init(time: Double, action: Action) {
      (self.time, self.action) = (time, action)
    }
  }

  /// The events, in time order (lines with equal times keep their order).
  public var events: [Event]

  /// A script of `events`, in the order given.
  public init(events: [Event]) {
    self.events = events
  }

  /// When the last event ends, or 0 for an empty script: a drag ends at its release.
  public var endTime: Double {
    events.map { event in
      guard case .drag(_, _, let duration) = event.action else { return event.time }
      return event.time + duration
    }.max() ?? 0
  }
}

/// What a script's click is aimed at, as a person sees the window.
public enum ClickTarget: Equatable, Sendable {
  /// A point in window coordinates (points).
  case point(CGPoint)
  /// The `index`-th (from 1) symbol named `name` (or `name.…`), in reading order.
  case symbol(String, index: Int)
  /// The view showing this text.
  case text(String)
}
