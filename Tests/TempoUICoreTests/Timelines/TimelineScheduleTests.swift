import Foundation
import TempoUICore
import Testing

@Suite("TimelineSchedule")
struct TimelineScheduleTests {
  let origin = Date(timeIntervalSinceReferenceDate: 100)

  @Test("periodic entries from a later date start at the latest entry at or before it")
  func periodicStartsAtTheLatestEntry() {
    let schedule = PeriodicTimelineSchedule(from: origin, by: 10)
    let entries = Array(
      schedule.entries(from: origin.addingTimeInterval(25), mode: .normal).prefix(3))
    #expect(entries == [120, 130, 140].map { Date(timeIntervalSinceReferenceDate: $0) })
  }

  @Test("every minute: the start of the date's minute, then each minute")
  func everyMinute() {
    let entries = Array(
      EveryMinuteTimelineSchedule().entries(
        from: Date(timeIntervalSinceReferenceDate: 125), mode: .normal
      )
      .prefix(2))
    #expect(entries == [120, 180].map { Date(timeIntervalSinceReferenceDate: $0) })
  }

  @Test("animation entries are 1/120 s apart by default (SwiftUI's minimum interval)")
  func animationDefaultInterval() {
    let entries = Array(AnimationTimelineSchedule().entries(from: origin, mode: .normal).prefix(3))
    let offsets = entries.map { $0.timeIntervalSince(origin) }
    #expect(offsets.count == 3)
    for (offset, expected) in zip(offsets, [0.0, 1.0 / 120, 2.0 / 120]) {
      #expect(abs(offset - expected) < 1e-9)
    }
  }

  @Test("animation entries are minimumInterval apart when one is given")
  func animationGivenInterval() {
    let schedule = AnimationTimelineSchedule(minimumInterval: 0.5)
    let entries = Array(schedule.entries(from: origin, mode: .normal).prefix(3))
    #expect(entries == [0.0, 0.5, 1].map { origin.addingTimeInterval($0) })
  }

  @Test("a paused animation schedule yields no entries (SwiftUI)")
  func animationPausedHasNoEntries() {
    let schedule = AnimationTimelineSchedule(paused: true)
    #expect(Array(schedule.entries(from: origin, mode: .normal).prefix(3)).isEmpty)
  }

  @Test("an animation schedule in low-frequency mode yields no entries (SwiftUI)")
  func animationLowFrequencyHasNoEntries() {
    let schedule = AnimationTimelineSchedule()
    #expect(Array(schedule.entries(from: origin, mode: .lowFrequency).prefix(3)).isEmpty)
  }

  @Test("explicit entries are the dates given")
  func explicitDates() {
    let dates = [origin, origin.addingTimeInterval(1)]
    #expect(Array(ExplicitTimelineSchedule(dates).entries(from: origin, mode: .normal)) == dates)
  }
}
