import Tempo
import TempoScene

/// What a keyframe animator keeps (internal): the timeline playing, when it started, and the
/// per-frame engine action that re-evaluates the content with the timeline's value at the
/// frame's time (the animators of one graph share one update per frame).
@MainActor
final class KeyframePlayer<Value>: AnimatorPlayer {
  /// How the timeline plays.
  enum Mode {
    /// Once each time the trigger changes.
    case trigger(AnimatorTrigger)
    /// Over and over while `true`; the timeline's start value while `false`.
    case repeating(Bool)
  }

  private var mode: Mode?
  private var makeTimeline: ((Value) -> KeyframeTimeline<Value>)?
  private var timeline: KeyframeTimeline<Value>?
  private var startTime = 0.0
  /// The value shown when no timeline plays (the initial value, then where the last run ended).
  private var restingValue: Value?

  /// Takes the animator's latest settings (called by its body): a changed trigger restarts
  /// the timeline from the current value; switching `repeating` starts or stops the loop.
  func configure(
    initialValue: Value, mode newMode: Mode, timeline: @escaping (Value) -> KeyframeTimeline<Value>
  ) {
    makeTimeline = timeline
    if restingValue == nil { restingValue = initialValue }
    let old = mode
    mode = newMode
    switch (old, newMode) {
    case (.trigger(let previous), .trigger(let current)) where !previous.isSame(as: current):
      start(from: value)
    case (.repeating(let was), .repeating(let now)) where was != now:
      if now { start(from: restingValue!) } else { stop() }
    default:
      break
    }
  }

  override func mount(_ element: Element) {
    super.mount(element)
    if case .repeating(true) = mode, timeline == nil { start(from: restingValue!) }
  }

  /// The value to show now: the playing timeline's at the engine's time, else the resting one.
  var value: Value {
    guard let timeline, let engine else {
      if case .repeating(false) = mode, let makeTimeline, let restingValue {
        return makeTimeline(restingValue).value(time: 0)
      }
      return restingValue!
    }
    let elapsed = engine.time - startTime
    if case .repeating(true) = mode, timeline.duration > 0 {
      return timeline.value(time: elapsed.truncatingRemainder(dividingBy: timeline.duration))
    }
    return timeline.value(time: elapsed)
  }

  private func start(from value: Value) {
    guard let engine, let makeTimeline else { return }
    restingValue = value
    timeline = makeTimeline(value)
    startTime = engine.time
    scheduleFrame()
  }

  private func stop() {
    cancelScheduled()
    timeline = nil
  }

  private func scheduleFrame() {
    schedule(after: Self.nextTickDelay) { [weak self] in self?.frame() }
  }

  /// Re-evaluates the content at this frame's time; a triggered run that has ended shows its
  /// final value and stops asking for frames.
  private func frame() {
    guard let timeline, let engine else { return }
    let finished: Bool
    if case .repeating(true) = mode {
      finished = timeline.duration <= 0
    } else {
      finished = engine.time - startTime >= timeline.duration
    }
    if finished {
      restingValue = timeline.value(time: timeline.duration)
      self.timeline = nil
    }
    updateInThisTick(transaction: Transaction(animation: nil))
    if !finished { scheduleFrame() }
  }
}
