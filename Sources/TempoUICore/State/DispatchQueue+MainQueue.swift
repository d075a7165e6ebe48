import Dispatch
import Foundation

/// SwiftUI code's `DispatchQueue.main.async` and `asyncAfter(deadline: .now() + …)`, on the
/// animation clock.
///
/// These overloads of Dispatch's own methods take a main-actor closure, so Swift picks them for
/// the code SwiftUI samples write (and `.now()` is then ``MainQueueDeadline/now()``): on the
/// main queue the work runs on the views' thread between frames, before that frame's state
/// changes are applied, at the engine's time, so a recording's one-second hide lands on the
/// same frame in every run. Other queues, and calls with Dispatch's own `DispatchTime`, behave
/// as Dispatch does (real time).
extension Dispatch.DispatchQueue {
  /// Runs `work` at `deadline`; on the main queue, measured on the animation clock.
  public func asyncAfter(
    deadline: MainQueueDeadline, execute work: @escaping @MainActor @Sendable () -> Void
  ) {
    let delay = max(deadline.seconds - MainQueueDeadline.now().seconds, 0)
    guard label == Dispatch.DispatchQueue.main.label else {
      let run: @Sendable () -> Void = { Task { @MainActor in work() } }
      asyncAfter(deadline: Dispatch.DispatchTime.now() + delay, execute: run)
      return
    }
    if MainQueue.shared.enqueue(at: deadline.seconds, work) {
      // Wakes a window sleeping on the main dispatch queue, so it runs the work when due.
      let nudge: @Sendable () -> Void = {}
      async(execute: nudge)
    } else {
      let run: @Sendable () -> Void = { MainActor.assumeIsolated { work() } }
      asyncAfter(deadline: Dispatch.DispatchTime.now() + delay, execute: run)
    }
  }

  /// Runs `work` as soon as possible; on the main queue, before the next frame.
  public func async(execute work: @escaping @MainActor @Sendable () -> Void) {
    asyncAfter(deadline: .now(), execute: work)
  }
}

/// A point in time for `DispatchQueue.asyncAfter`, in seconds on the animation clock of the
/// running views (Dispatch's uptime when none runs).
public struct MainQueueDeadline: Comparable, Sendable {
  /// The time, in seconds.
  public var seconds: Double

  /// A time of `seconds`.
  public init(seconds: Double) {
    self.seconds = seconds
  }

  /// Now: the animation clock's time while views run (virtual in a recording).
  public static func now() -> MainQueueDeadline {
    if let time = MainQueue.shared.now { return MainQueueDeadline(seconds: time) }
    return MainQueueDeadline(
      seconds: Double(Dispatch.DispatchTime.now().uptimeNanoseconds) / 1e9)
  }

  /// `time` plus `seconds`.
  public static func + (time: MainQueueDeadline, seconds: Double) -> MainQueueDeadline {
    MainQueueDeadline(seconds: time.seconds + seconds)
  }

  /// `time` minus `seconds`.
  public static func - (time: MainQueueDeadline, seconds: Double) -> MainQueueDeadline {
    MainQueueDeadline(seconds: time.seconds - seconds)
  }

  /// `time` plus a Dispatch interval.
  public static func + (time: MainQueueDeadline, interval: DispatchTimeInterval)
    -> MainQueueDeadline
  {
    let seconds: Double =
      switch interval {
      case .seconds(let value): Double(value)
      case .milliseconds(let value): Double(value) / 1e3
      case .microseconds(let value): Double(value) / 1e6
      case .nanoseconds(let value): Double(value) / 1e9
      case .never: .infinity
      @unknown default: 0
      }
    return MainQueueDeadline(seconds: time.seconds + seconds)
  }

  /// Whether `lhs` is earlier than `rhs`.
  public static func < (lhs: MainQueueDeadline, rhs: MainQueueDeadline) -> Bool {
    lhs.seconds < rhs.seconds
  }
}
