import Foundation
import Tempo
import TempoScene

/// The process's main queue for views (internal): `DispatchQueue.main` work is collected here
/// from any thread and run by the view graph that is active, between frames, before state
/// changes are applied, at that graph's engine time (so in a recording it follows the virtual
/// clock).
final class MainQueue: Sendable {
  /// The one main queue.
  static let shared = MainQueue()

  private struct Work {
    var graph: Int
    var time: Double
    var sequence: Int
    var action: @MainActor @Sendable () -> Void
  }

  private struct State {
    var activeGraph: Int?
    var now: Double?
    /// Each graph's time when it was last active.
    var times: [Int: Double] = [:]
    var date: Date?
    var work: [Work] = []
    var sequence = 0
    /// How many times longer than asked each graph's delays are (absent: 1).
    var delayScales: [Int: Double] = [:]
  }

  private let state = LockedValue(State())

  /// The active graph's time in seconds (its engine's), or `nil` when no graph runs.
  var now: Double? { state.withLock { $0.now } }

  /// The active graph's date now (``ViewGraph/date(atEngineTime:)``: virtual in a recording),
  /// or `nil` when no graph runs.
  var date: Date? { state.withLock { $0.date } }

  /// Makes graph `id` the one `DispatchQueue.main` work goes to, at engine time `now`, whose
  /// date is `date`.
  func activate(graph id: Int, now: Double, date: Date) {
    state.withLock {
      $0.activeGraph = id
      $0.now = now
      $0.date = date
      $0.times[id] = now
    }
  }

  /// Queues `action` for engine time `time` on the active graph; `false` when none is active.
  func enqueue(at time: Double, _ action: @escaping @MainActor @Sendable () -> Void) -> Bool {
    state.withLock { state in
      guard let graph = state.activeGraph, let now = state.now else { return false }
      Self.insert(action, forGraph: graph, at: time, now: now, in: &state)
      return true
    }
  }

  /// Queues `action` on graph `id` for `delay` seconds after that graph's time when it was last
  /// active; `false` when the graph is gone.
  func enqueue(
    forGraph id: Int, after delay: Double, _ action: @escaping @MainActor @Sendable () -> Void
  ) -> Bool {
    state.withLock { state in
      guard let now = state.times[id] else { return false }
      Self.insert(action, forGraph: id, at: now + delay, now: now, in: &state)
      return true
    }
  }

  private static func insert(
    _ action: @escaping @MainActor @Sendable () -> Void, forGraph graph: Int,
    at time: Double, now: Double, in state: inout State
  ) {
    var time = time
    if let scale = state.delayScales[graph] { time = now + (time - now) * scale }
    state.sequence += 1
    let item = Work(graph: graph, time: time, sequence: state.sequence, action: action)
    let index = state.work.firstIndex { $0.time > time } ?? state.work.endIndex
    state.work.insert(item, at: index)
  }

  /// Makes graph `id`'s delays from now on `scale` times as long as asked (1: as asked).
  func setDelayScale(_ scale: Double, forGraph id: Int) {
    state.withLock { $0.delayScales[id] = scale == 1 ? nil : scale }
  }

  /// How many times longer than asked graph `id`'s delays are.
  func delayScale(forGraph id: Int) -> Double {
    state.withLock { $0.delayScales[id] ?? 1 }
  }

  /// The earliest time work for graph `id` is due, or `nil`.
  func nextDeadline(forGraph id: Int) -> Double? {
    state.withLock { $0.work.first { $0.graph == id }?.time }
  }

  /// Runs graph `id`'s work that is due at `now`, including work it adds that is due too.
  @MainActor func runDueWork(forGraph id: Int, now: Double) {
    while let action = takeDue(forGraph: id, now: now) { action() }
  }

  /// Drops graph `id`'s work (the graph is gone).
  func discardWork(forGraph id: Int) {
    state.withLock { state in
      state.work.removeAll { $0.graph == id }
      state.delayScales[id] = nil
      state.times[id] = nil
      if state.activeGraph == id { (state.activeGraph, state.now, state.date) = (nil, nil, nil) }
    }
  }

  private func takeDue(forGraph id: Int, now: Double) -> (@MainActor @Sendable () -> Void)? {
    state.withLock { state in
      guard let index = state.work.firstIndex(where: { $0.graph == id }),
        state.work[index].time <= now
      else { return nil }
      return state.work.remove(at: index).action
    }
  }
}
