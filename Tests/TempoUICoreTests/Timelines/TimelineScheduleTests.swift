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

  @Test("explicit entries are the dates given")
  func explicitDates() {
    let dates = [origin, origin.addingTimeInterval(1)]
    #expect(Array(ExplicitTimelineSchedule(dates).entries(from: origin, mode: .normal)) == dates)
  }
}
