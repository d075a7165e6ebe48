import Foundation
import Tempo
import TempoScene

/// What a ``TimelineView`` keeps while it lives (internal): the entry it shows and the engine
/// action that brings the next one.
@MainActor
final class TimelinePlayer: AnimatorPlayer {
  /// A schedule as the player runs it.
  enum Plan {
    /// Every frame, at least `minimumInterval` seconds apart, or none while paused.
    case frames(minimumInterval: Double?, paused: Bool)
    /// The dates a schedule lists from a start date.
    case entries((Date) -> AnyIterator<Date>)

    init<Schedule: TimelineSchedule>(_ schedule: Schedule) {
      if let animation = schedule as? AnimationTimelineSchedule {
        self = .frames(minimumInterval: animation.minimumInterval, paused: animation.paused)
      } else {
        self = .entries { date in
          AnyIterator(schedule.entries(from: date, mode: .normal).makeIterator())
        }
      }
    }
  }

  private var plan = Plan.frames(minimumInterval: nil, paused: false)
  /// The entry shown.
  private(set) var date = Date(timeIntervalSinceReferenceDate: 0)
  /// The entries after the one shown.
  private var upcoming: AnyIterator<Date>?
  /// The entry after the one shown, when there is one.
  private var next: Date?
  /// How many past entries one step skips at most: a schedule whose entries never pass now
  /// (the same date again and again) cannot hold the frame up.
  static let maximumSkippedEntries = 10_000

  /// Whether ``date`` was set for the first listing.
  private var hasDate = false
  /// Whether frames are being asked for.
  private var isRunning = false

  /// What the content is given now.
  var context: TimelineViewDefaultContext {
    TimelineViewDefaultContext(date: date, cadence: .live)
  }

  /// Takes the view's latest schedule (called by its body): an animation schedule paused or
  /// resumed stops or restarts the frames; another schedule takes effect from its next entry.
  func configure(_ newPlan: Plan) {
    let wasPaused: Bool
    if case .frames(_, let paused) = plan { wasPaused = paused } else { wasPaused = false }
    plan = newPlan
    guard element != nil else { return }
    if case .frames(_, let paused) = newPlan, paused != wasPaused {
      paused ? stop() : startFrames()
    }
  }

  /// Before the first listing, the entry shown is the one for now: the current date for
  /// frames, else the schedule's latest entry at or before now (its first if all are later).
  override func willListContent(in graph: ViewGraph) {
    guard !hasDate else { return }
    hasDate = true
    let now = graph.date(atEngineTime: graph.engine.time)
    date = now
    guard case .entries(let entries) = plan else { return }
    let iterator = entries(now)
    var shown: Date?
    var following = iterator.next()
    var skipped = 0
    while let entry = following, entry <= now, skipped < Self.maximumSkippedEntries {
      shown = entry
      following = iterator.next()
      skipped += 1
    }
    date = shown ?? following ?? now
    if shown == nil { following = iterator.next() }
    (upcoming, next) = (iterator, following)
  }

  override func mount(_ element: Element) {
    super.mount(element)
    switch plan {
    case .frames(_, let paused):
      if !paused { startFrames() }
    case .entries:
      scheduleNextEntry()
    }
  }

  override func unmount() {
    stop()
    super.unmount()
  }

  /// The date of the engine's current time.
  private var currentDate: Date? {
    guard let element, let engine else { return nil }
    return element.graph.date(atEngineTime: engine.time)
  }

  private func stop() {
    isRunning = false
    cancelScheduled()
  }

  private func startFrames() {
    isRunning = true
    scheduleFrame()
  }

  /// Asks for the next frame (or the one `minimumInterval` after this one).
  private func scheduleFrame() {
    guard isRunning, case .frames(let minimum, _) = plan else { return }
    schedule(after: max(minimum ?? 0, Self.nextTickDelay)) { [weak self] in self?.frame() }
  }

  private func frame() {
    guard isRunning, let now = currentDate else { return }
    date = now
    updateInThisTick(transaction: Transaction(animation: nil))
    scheduleFrame()
  }

  /// Schedules the update to the next entry, if there is one.
  private func scheduleNextEntry() {
    guard let next, let now = currentDate else { return }
    schedule(after: max(next.timeIntervalSince(now), Self.nextTickDelay)) { [weak self] in
      self?.showNextEntry()
    }
  }

  private func showNextEntry() {
    guard let entry = next else { return }
    date = entry
    var following = upcoming?.next()
    // Entries that are already past are skipped, as a late frame would skip them.
    var skipped = 0
    while let later = following, let now = currentDate, later <= now,
      skipped < Self.maximumSkippedEntries
    {
      date = later
      following = upcoming?.next()
      skipped += 1
    }
    next = following
    updateInThisTick(transaction: Transaction(animation: nil))
    scheduleNextEntry()
  }
}
