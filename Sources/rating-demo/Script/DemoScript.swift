import Foundation

/// A timed list of clicks and key presses for the demo to play, in time order.
struct DemoScript: Equatable {
  /// One thing a person does.
  enum Action: Equatable {
    /// Click star n (1…5) at the centre of its glyph.
    case clickStar(Int)
    /// Click at a point in window coordinates, in points.
    case clickPoint(CGPoint)
    /// Press a key.
    case key(DemoKey)
  }

  /// An action at a time.
  struct Event: Equatable {
    /// Seconds from the start of the recording.
    var time: Double
    /// What happens.
    var action: Action
  }

  /// The events, sorted by time (events at the same time keep their order).
  var events: [Event]

  /// The time of the last event, in seconds (0 when there are none).
  var endTime: Double { events.last?.time ?? 0 }

  /// The docs script: several clicks, one while the popup shows and one during its fade-out.
  static let docs = DemoScript(events: [
    Event(time: 0.5, action: .clickStar(3)),
    Event(time: 1.0, action: .clickStar(5)),
    Event(time: 2.8, action: .clickStar(4)),
    Event(time: 3.85, action: .clickStar(1)),
    Event(time: 4.2, action: .clickStar(2)),
  ])
}

/// The keys a script can press (the same as the window's shortcuts).
enum DemoKey: String, CaseIterable, Equatable {
  case one = "1", two = "2", three = "3", four = "4", five = "5"
  case left, right, `return`, space, s, escape, q
}
