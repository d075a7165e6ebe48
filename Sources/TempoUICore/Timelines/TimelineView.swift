import Foundation

/// A view whose content is rebuilt at the dates of a schedule (SwiftUI's `TimelineView`):
/// `TimelineView(.animation) { context in … }` at every frame, `.periodic(from:by:)` every
/// interval, `.everyMinute`, `.explicit(dates)`, or a ``TimelineSchedule`` of your own.
///
/// The content gets the latest entry's date. In a window that is the real date of the frame's
/// presentation; on a virtual clock (a recording, a headless host) dates start at 2001-01-01
/// 00:00:00 UTC (`Date(timeIntervalSinceReferenceDate: 0)`) plus the clock's time, so a
/// recording is the same every run. While nothing is due the engine sleeps.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  /// What the content is given.
  public typealias Context = TimelineViewDefaultContext

  let schedule: Schedule
  let content: (Context) -> Content
  @State private var player = TimelinePlayer()

  /// A view showing `content` for each entry of `schedule`.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  /// The content for the current entry.
  public var body: some View {
    let player = player
    let content = content
    player.configure(TimelinePlayer.Plan(schedule))
    return AnimatorHost(player: player) { content(player.context) }
  }
}

/// What a ``TimelineView`` gives its content (SwiftUI's `TimelineViewDefaultContext`).
public struct TimelineViewDefaultContext: Sendable {
  /// How often the view updates.
  public enum Cadence: Comparable, Sendable {
    /// At every frame or faster than once a second.
    case live
    /// About once a second.
    case seconds
    /// About once a minute.
    case minutes
  }

  /// The date of the entry shown.
  public let date: Date
  /// How often the view updates (TempoUI: always ``Cadence/live``).
  public let cadence: Cadence
}
