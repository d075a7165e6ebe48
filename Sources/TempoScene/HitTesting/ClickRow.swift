import Foundation

/// Clicks on one node in quick succession, counted toward its ``Node/clickCount`` (package).
///
/// A click continues the row when it comes at most ``interval`` seconds after the last one (on
/// the engine's clock) and at most ``distance`` points from the row's first click: GTK's
/// default double-click time and distance, which Linux desktops use.
package struct ClickRow: Equatable {
  /// The longest time between two clicks of a row, in seconds.
  package static let interval = 0.4
  /// The farthest a click of a row may be from its first, in points.
  package static let distance = 5.0

  /// How many clicks the row has had.
  private(set) var count = 0
  /// When the last click was, in engine seconds.
  private var time = -Double.infinity
  /// Where the row's first click was, in window points.
  private var origin = CGPoint.zero

  /// A row with no clicks.
  package init() {}

  /// Counts a click at `point` (window points) at `time` (engine seconds); returns whether it
  /// completes a row of `required` clicks (the row then starts over). A count of 1 or less
  /// completes at every click.
  package mutating func register(at point: CGPoint, time: Double, required: Int) -> Bool {
    guard required > 1 else { return true }
    let continues =
      count > 0 && time - self.time <= Self.interval
      && hypot(point.x - origin.x, point.y - origin.y) <= Self.distance
    if !continues { (count, origin) = (0, point) }
    count += 1
    self.time = time
    guard count >= required else { return false }
    count = 0
    return true
  }
}
