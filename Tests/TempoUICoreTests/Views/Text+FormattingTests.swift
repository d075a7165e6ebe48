import Foundation
import TempoScene
@testable import TempoUICore
import Testing

/// `Text(_:format:)` and `Text(_:style:)`.
@MainActor
@Suite("Text formatting")
struct TextFormattingTests {
  @Test(
    "Text(3.14159, format: .number.precision(.fractionLength(2))) shows 3.14; 0.25 as .percent 25%")
  func formatStyles() {
    let list = HostedView(
      VStack {
        Text(3.14159, format: .number.precision(.fractionLength(2)))
        Text(0.25, format: .percent)
      }
    ).frame()
    #expect(list.texts("3.14").count == 1)
    #expect(list.texts("25%").count == 1)
  }

  @Test("the time and date styles: 3:42 PM and June 3, 2026 (US English, the local time zone)")
  func timeAndDate() throws {
    let date = try #require(
      Calendar.current.date(
        from: DateComponents(year: 2026, month: 6, day: 3, hour: 15, minute: 42)))
    #expect(
      Text.string(for: date, style: .time, now: date).replacingOccurrences(
        of: "\u{202F}", with: " ") == "3:42 PM")
    #expect(Text.string(for: date, style: .date, now: date) == "June 3, 2026")
  }

  @Test("timer, relative and offset count from now: 2:05:09, 1:05, 2 hours, 5 minutes, -2 hours")
  func countingStyles() {
    let now = Date(timeIntervalSinceReferenceDate: 1_000_000)
    #expect(Text.string(for: now.addingTimeInterval(7509), style: .timer, now: now) == "2:05:09")
    #expect(Text.string(for: now.addingTimeInterval(65), style: .timer, now: now) == "1:05")
    #expect(
      Text.string(for: now.addingTimeInterval(7500), style: .relative, now: now)
        == "2 hours, 5 minutes")
    #expect(Text.string(for: now.addingTimeInterval(-7200), style: .offset, now: now) == "-2 hours")
  }
}
