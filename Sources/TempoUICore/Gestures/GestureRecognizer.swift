import Tempo
import TempoScene

/// Follows one view's press from the pointer's samples and runs its gesture's actions
/// (internal): kept by the view's element for as long as it lives, so a drag survives the
/// updates its own changes cause; each update hands it the gesture's latest actions.
@MainActor
final class GestureRecognizer {
  /// A pointer position in the view's points and in the window's, at engine time `time`.
  private struct Point {
    var local: CGPoint
    var window: CGPoint
    var time: Double
  }

  /// The actions and values of the gesture, as of the view's latest update.
  var run: (changed: (GestureSample) -> Void, ended: (GestureSample) -> Void, reset: () -> Void)?
  /// What the gesture recognizes.
  var kind = GestureKind.tap(count: 1)
  /// The engine whose clock times the samples and a long press (not held strongly).
  var engine: AnimationEngine? {
    get { engineReference?.engine }
    set { engineReference = newValue?.reference }
  }
  private var engineReference: EngineReference?

  private var start: Point?
  private var recent: [Point] = []
  /// Whether the gesture has started (a drag moved far enough, a long press began) and not
  /// yet ended or failed.
  private var isActive = false
  private var startDate = Date()
  /// A long press's end, due at its minimum duration.
  private var timer: ScheduledAction?

  /// A press began (`true`) or ended (`false`).
  func pressChanged(_ isPressed: Bool) {
    if isPressed {
      start = nil
      recent.removeAll()
      isActive = false
      startDate = Date()
      return
    }
    defer { start = nil }
    guard isActive, let run, let sample = sample() else { return }
    isActive = false
    switch kind {
    case .drag:
      run.reset()
      run.ended(sample)
    case .longPress:
      fail()  // released before its minimum duration
    case .tap, .twoFinger:
      break  // a tap ends in the node's click action, which fires only on the view
    }
  }

  /// A tap (a press released on the view) ended the gesture, at the release's location.
  func tapped() {
    guard let run else { return }
    let release = recent.last ?? Point(local: .zero, window: .zero, time: 0)
    // A press that moved away is a drag, not a tap (UIKit's allowance: 10 points).
    if let start, hypot(release.window.x - start.window.x, release.window.y - start.window.y) > 10 {
      return
    }
    run.reset()
    run.ended(sample(at: release, from: start ?? release))
  }

  /// The press moved to `local` (the view's points), `window` (the window's), now on the
  /// engine's clock.
  func pressMoved(local: CGPoint, window: CGPoint) {
    let time = engine?.time ?? 0
    let point = Point(local: local, window: window, time: time)
    recent.append(point)
    // The velocity is measured from the newest sample at least 0.1 s old (or the oldest).
    if let base = recent.lastIndex(where: { time - $0.time >= 0.1 }), base > 0 {
      recent.removeFirst(base)
    }
    guard let start else {
      start = point
      return began(at: point)
    }
    let distance = hypot(window.x - start.window.x, window.y - start.window.y)
    switch kind {
    case .drag(let minimum, _):
      if !isActive, distance >= minimum { isActive = true }
      if isActive, let run, let sample = sample() { run.changed(sample) }
    case .longPress(_, let maximumDistance):
      if isActive, distance > maximumDistance {
        isActive = false
        fail()
      }
    case .tap, .twoFinger:
      break
    }
  }

  /// The first sample of a press: a drag with no minimum distance starts at once, and so does
  /// a long press, whose end is then due.
  private func began(at point: Point) {
    switch kind {
    case .drag(let minimum, _) where minimum <= 0:
      isActive = true
      if let run, let sample = sample() { run.changed(sample) }
    case .longPress(let duration, _):
      isActive = true
      if let run, let sample = sample() { run.changed(sample) }
      timer = engine?.schedule(after: duration) { [weak self] in self?.longPressSucceeded() }
    default:
      break
    }
  }

  /// The long press lasted its minimum duration within its distance: it ends.
  private func longPressSucceeded() {
    timer = nil
    guard isActive, let run, let sample = sample() else { return }
    isActive = false
    run.reset()
    run.ended(sample)
  }

  /// A long press that ended early or moved too far: its state resets, it does not end.
  private func fail() {
    timer?.cancel()
    timer = nil
    run?.reset()
  }

  /// The gesture's view of the latest sample, in its coordinate space.
  private func sample() -> GestureSample? {
    guard let start, let last = recent.last else { return nil }
    return sample(at: last, from: start)
  }

  private func sample(at last: Point, from start: Point) -> GestureSample {
    let isGlobal: Bool
    if case .drag(_, .global) = kind { isGlobal = true } else { isGlobal = false }
    let first = recent.first ?? last
    let elapsed = last.time - first.time
    let velocity =
      elapsed > 0
      ? CGSize(
        width: (last.window.x - first.window.x) / elapsed,
        height: (last.window.y - first.window.y) / elapsed)
      : .zero
    return GestureSample(
      location: isGlobal ? last.window : last.local, windowLocation: last.window,
      startLocation: isGlobal ? start.window : start.local,
      translation: CGSize(
        width: last.window.x - start.window.x, height: last.window.y - start.window.y),
      velocity: velocity,
      time: startDate.addingTimeInterval(last.time - start.time))
  }
}
