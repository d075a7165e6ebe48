import TempoScene

import Dispatch
import Foundation

/// A point in time for `DispatchQueue.asyncAfter`, in seconds on the animation clock of the
/// running views (Dispatch's uptime when none runs).
public struct DispatchTime: Comparable, Sendable {
  /// The time, in seconds.
  public var seconds: Double

  /// A time of `seconds`.
  public init(seconds: Double) {
    self.seconds = seconds
  }

  /// Now: the animation clock's time when views run (virtual in a recording).
  public static func now() -> DispatchTime {
    if let time = MainQueue.shared.now { return DispatchTime(seconds: time) }
    return DispatchTime(seconds: Double(Dispatch.DispatchTime.now().uptimeNanoseconds) / 1e9)
  }

  /// `time` plus `seconds`.
  public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
    DispatchTime(seconds: time.seconds + seconds)
  }

  /// `time` minus `seconds`.
  public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
    DispatchTime(seconds: time.seconds - seconds)
  }

  /// `time` plus an interval.
  public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    let seconds: Double =
      switch interval {
      case .seconds(let value): Double(value)
      case .milliseconds(let value): Double(value) / 1e3
      case .microseconds(let value): Double(value) / 1e6
      case .nanoseconds(let value): Double(value) / 1e9
      case .never: .infinity
      @unknown default: 0
      }
    return DispatchTime(seconds: time.seconds + seconds)
  }

  /// Whether `lhs` is earlier than `rhs`.
  public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool {
    lhs.seconds < rhs.seconds
  }
}
