import Foundation
import Tempo
import TempoScene

extension ViewGraph {
  /// The date of engine time `time`: on a virtual clock (a ``ManualClock``: tests and
  /// recordings) the reference date 2001-01-01 00:00:00 UTC plus `time`, so the same every
  /// run; otherwise the real date, from when the graph was made.
  func date(atEngineTime time: Double) -> Date {
    if engine.clock is ManualClock { return Date(timeIntervalSinceReferenceDate: time) }
    return dateOrigin.date.addingTimeInterval(time - dateOrigin.time)
  }
}
