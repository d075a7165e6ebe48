import Foundation

/// When a ``TimelineView`` updates (SwiftUI's `TimelineSchedule`): the dates of its entries.
///
/// TempoUI's own schedules are ``AnimationTimelineSchedule`` (every frame),
/// ``PeriodicTimelineSchedule``, ``EveryMinuteTimelineSchedule`` and
/// ``ExplicitTimelineSchedule``; a schedule of your own works through ``entries(from:mode:)``.
public protocol TimelineSchedule {
  /// How often the schedule may update.
  typealias Mode = TimelineScheduleMode
  /// The dates of the entries.
  associatedtype Entries: Sequence where Entries.Element == Date

  /// The entries from `startDate` on, in increasing order; the view shows the latest entry at
  /// or before the current date.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update (SwiftUI's `TimelineScheduleMode`); TempoUI always asks
/// for `.normal`.
public enum TimelineScheduleMode: Sendable {
  /// At the schedule's own rate.
  case normal
  /// At a low rate, as an always-on display would.
  case lowFrequency
}

/// A schedule that updates at every frame (SwiftUI's `AnimationTimelineSchedule`), at most once
/// per `minimumInterval` seconds when given, and not at all while paused.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  /// The least time between two updates, in seconds (`nil`: every frame).
  public let minimumInterval: Double?
  /// Whether updates stop.
  public let paused: Bool

  /// A schedule of frames at least `minimumInterval` seconds apart, paused when `paused`.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    (self.minimumInterval, self.paused) = (minimumInterval, paused)
  }

  /// Entries `minimumInterval` apart (1/120 s without one, SwiftUI's fastest frame rate) from
  /// `startDate`, and none while paused or in `.lowFrequency` mode, as SwiftUI's; a
  /// ``TimelineView`` takes frames from the engine instead.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
    if paused || mode == .lowFrequency { return AnyIterator { nil } }
    let step = minimumInterval ?? 1.0 / 120
    var next = startDate
    return AnyIterator {
      defer { next = next.addingTimeInterval(step) }
      return next
    }
  }
}

extension AnimationTimelineSchedule: Hashable {}

/// A schedule of dates a fixed interval apart (SwiftUI's `PeriodicTimelineSchedule`).
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  /// The first entry's date.
  public let startDate: Date
  /// The seconds between entries.
  public let interval: TimeInterval

  /// Entries at `startDate` and every `interval` seconds after it.
  public init(from startDate: Date, by interval: TimeInterval) {
    (self.startDate, self.interval) = (startDate, interval)
  }

  /// The latest entry at or before `date` (or the first one), then one every interval.
  public func entries(from date: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
    let step = interval > 0 && interval.isFinite ? interval : 1
    let elapsed = date.timeIntervalSince(startDate)
    var index = elapsed > 0 ? (elapsed / step).rounded(.down) : 0
    return AnyIterator {
      defer { index += 1 }
      return startDate.addingTimeInterval(index * step)
    }
  }
}

/// A schedule of the start of every minute (SwiftUI's `EveryMinuteTimelineSchedule`).
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// Creates the schedule.
  public init() {}

  /// The start of `date`'s minute, then the start of each minute after it.
  public func entries(from date: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
    PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 0), by: 60)
      .entries(from: date, mode: mode)
  }
}

/// A schedule of given dates (SwiftUI's `ExplicitTimelineSchedule`).
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
where Entries.Element == Date {
  let dates: Entries

  /// A schedule of `dates` (in increasing order).
  public init(_ dates: Entries) {
    self.dates = dates
  }

  /// The dates given.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Every frame.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// Every frame, at most once per `minimumInterval` seconds, none while `paused`.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// At `startDate` and every `interval` seconds after it.
  public static func periodic(from startDate: Date, by interval: TimeInterval)
    -> PeriodicTimelineSchedule
  {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// At the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
  /// At each of `dates`.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}
