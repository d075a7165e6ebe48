import Foundation
import TempoScene

extension Text {
  /// Shows `input` as `format` formats it (`Text(score, format: .number)`,
  /// `Text(0.25, format: .percent)`, `Text(date, format: .dateTime.hour().minute())`), once,
  /// when the text is made.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }

  /// How a date is shown (SwiftUI's `Text.DateStyle`).
  public struct DateStyle: Hashable, Sendable {
    fileprivate enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
    fileprivate let kind: Kind

    /// The time of day: "3:42 PM".
    public static let time = DateStyle(kind: .time)
    /// The day: "June 3, 2026".
    public static let date = DateStyle(kind: .date)
    /// The time from now: "2 hours, 5 minutes".
    public static let relative = DateStyle(kind: .relative)
    /// The signed time from now: "+2 hours".
    public static let offset = DateStyle(kind: .offset)
    /// A clock of the time from now: "2:05:09".
    public static let timer = DateStyle(kind: .timer)
  }

  /// Shows `date` in `style`, formatted in US English (TempoUI's choice) when the text is made;
  /// the relative, offset and timer styles count from that moment and, unlike SwiftUI's, do
  /// not tick on by themselves (put the text in a `TimelineView` to refresh it).
  public init(_ date: Date, style: DateStyle) {
    self.init(verbatim: Self.string(for: date, style: style, now: Date()))
  }

  /// `date` as `style` shows it at `now` (internal).
  static func string(for date: Date, style: DateStyle, now: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US")
    switch style.kind {
    case .time:
      formatter.dateStyle = .none
      formatter.timeStyle = .short
      return formatter.string(from: date)
    case .date:
      formatter.dateStyle = .long
      formatter.timeStyle = .none
      return formatter.string(from: date)
    case .relative, .offset:
      let seconds = Int(date.timeIntervalSince(now).rounded())
      let parts = spelled(abs(seconds))
      guard style.kind == .offset else { return parts }
      return (seconds < 0 ? "-" : "+") + parts
    case .timer:
      let seconds = abs(Int(date.timeIntervalSince(now).rounded()))
      let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
      let clock = String(format: "%02d:%02d", minutes, rest)
      return hours > 0 ? "\(hours):" + clock : "\(minutes):" + String(format: "%02d", rest)
    }
  }

  /// `seconds` in its two largest units: "2 hours, 5 minutes", "1 minute, 3 seconds".
  private static func spelled(_ seconds: Int) -> String {
    let units = [("day", 86_400), ("hour", 3_600), ("minute", 60), ("second", 1)]
    var parts: [String] = []
    var left = seconds
    for (name, size) in units where left >= size || (parts.isEmpty && size == 1) {
      let count = left / size
      left -= count * size
      parts.append("\(count) \(name)\(count == 1 ? "" : "s")")
      if parts.count == 2 { break }
    }
    return parts.joined(separator: ", ")
  }
}
