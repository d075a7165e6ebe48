import Foundation
import Tempo

/// `Task.sleep` on the animation clock in views' tasks.
///
/// These shadow the standard library's `Task.sleep(nanoseconds:)` and `Task.sleep(for:)`: in a
/// task started by views (`.task`, or a `Task` made in `onAppear`, `onChange`, an input action
/// or `DispatchQueue.main` work), while views run, the delay is measured on the animation clock
/// (the window's frame clock; a recording's virtual clock) and the task resumes between frames,
/// before the first frame at or after its deadline, as `DispatchQueue.main.asyncAfter` does.
/// Elsewhere they sleep as the standard library does (`ContinuousClock`).
extension Task where Success == Never, Failure == Never {
  /// Suspends the task for at least `duration` nanoseconds (on the animation clock in views'
  /// tasks); throws `CancellationError` when the task is cancelled.
  public static func sleep(nanoseconds duration: UInt64) async throws {
    try await sleep(for: .nanoseconds(Int64(clamping: duration)))
  }

  /// Suspends the task for at least `duration` (on the animation clock in views' tasks; there
  /// `tolerance` is ignored, the task resumes before the first frame at or after the deadline);
  /// throws `CancellationError` when the task is cancelled.
  public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    let (seconds, attoseconds) = duration.components
    let delay = max(Double(seconds) + Double(attoseconds) / 1e18, 0)
    guard let graph = ViewTaskScope.graph,
      try await AnimationClockAlarm.sleep(seconds: delay, forGraph: graph)
    else {
      try await ContinuousClock().sleep(for: duration, tolerance: tolerance)
      return
    }
  }
}

/// One `Task.sleep` on the animation clock (internal): the waiting continuation, resumed once,
/// by the main-queue work at the deadline or by cancellation.
private final class AnimationClockAlarm: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Void, any Error>?
    /// How the sleep ended, once it has (a cancellation can come before the wait begins).
    var outcome: Result<Void, any Error>?
  }

  private let state = LockedValue(State())

  /// Suspends until graph `id`'s animation clock has advanced `seconds`, or the task is
  /// cancelled; returns `false` at once when the graph is gone.
  static func sleep(seconds: Double, forGraph id: Int) async throws -> Bool {
    let alarm = AnimationClockAlarm()
    // The work holds a ring that ends the sleep when it runs, or with a cancellation when it is
    // dropped unrun (the views are gone).
    let ring = Ring(alarm: alarm)
    guard MainQueue.shared.enqueue(forGraph: id, after: seconds, { ring.fire() }) else {
      return false
    }
    // Wakes a window sleeping on the main dispatch queue, so that it schedules the wake-up.
    DispatchQueue.main.async(execute: { @Sendable in })
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        alarm.wait(with: continuation)
      }
    } onCancel: {
      alarm.finish(.failure(CancellationError()))
    }
    return true
  }

  private func wait(with continuation: CheckedContinuation<Void, any Error>) {
    let outcome = state.withLock { state in
      if state.outcome == nil { state.continuation = continuation }
      return state.outcome
    }
    if let outcome { continuation.resume(with: outcome) }
  }

  /// Ends the sleep with `outcome`; later calls do nothing.
  func finish(_ outcome: Result<Void, any Error>) {
    let waiting = state.withLock { state -> CheckedContinuation<Void, any Error>? in
      guard state.outcome == nil else { return nil }
      state.outcome = outcome
      defer { state.continuation = nil }
      return state.continuation
    }
    waiting?.resume(with: outcome)
  }

  /// What the main-queue work holds (internal): ends the sleep when run, cancels it when
  /// dropped.
  private final class Ring: Sendable {
    let alarm: AnimationClockAlarm
    init(alarm: AnimationClockAlarm) { self.alarm = alarm }
    func fire() { alarm.finish(.success(())) }
    deinit { alarm.finish(.failure(CancellationError())) }
  }
}
