import Tempo
import TempoScene

/// What a phase animator keeps (internal): the phase shown and the run stepping through the
/// phases, each step animated with the animation for its phase and the next taken when that
/// animation logically completes.
@MainActor
final class PhasePlayer<Phase>: AnimatorPlayer {
  private var phases: [Phase] = []
  private var trigger: AnimatorTrigger?
  private var animation: (Phase) -> Animation? = { _ in .default }
  private var index = 0
  /// Counts runs: a completion of an earlier run's step does not step this one.
  private var run = 0
  private var isRunning = false

  /// The phase to show, or `nil` when there are no phases.
  var phase: Phase? { phases.isEmpty ? nil : phases[min(index, phases.count - 1)] }

  /// Takes the animator's latest settings (called by its body); a changed trigger starts a
  /// run through the phases from the first one after the first phase.
  func configure(
    phases newPhases: [Phase], trigger newTrigger: AnimatorTrigger?,
    animation: @escaping (Phase) -> Animation?
  ) {
    if newPhases.isEmpty { warnOnce("PhaseAnimator has no phases: it shows nothing") }
    phases = newPhases
    self.animation = animation
    if index >= phases.count { index = 0 }
    let old = trigger
    trigger = newTrigger
    if let old, let newTrigger, !old.isSame(as: newTrigger) { startRun() }
  }

  /// Without a trigger the first phase is drawn when the view appears (SwiftUI renders the
  /// content with the first phase first) and the change to the second begins at the next frame.
  override func mount(_ element: Element) {
    super.mount(element)
    if trigger == nil { startRun(afterFirstFrame: true) }
  }

  override func unmount() {
    run += 1
    isRunning = false
    super.unmount()
  }

  /// Starts stepping to the phase after the first: in this frame's tick, or (`afterFirstFrame`)
  /// in the tick after the one that draws the first frame.
  private func startRun(afterFirstFrame: Bool = false) {
    run += 1
    isRunning = true
    let run = run
    schedule(after: 0) { [weak self] in
      guard let self else { return }
      guard afterFirstFrame else { return self.step(to: 1, run: run) }
      self.schedule(after: Self.nextTickDelay) { [weak self] in self?.step(to: 1, run: run) }
    }
  }

  /// Shows phase `next` (modulo the count) under its animation; when that completes, steps on,
  /// unless a triggered run is back at the first phase.
  private func step(to next: Int, run: Int) {
    guard run == self.run, isRunning, element != nil, phases.count > 1 else {
      isRunning = false
      return
    }
    let target = next % phases.count
    var transaction = Transaction(animation: animation(phases[target]))
    transaction.addAnimationCompletion(criteria: .logicallyComplete) { [weak self] in
      self?.stepDidComplete(at: target, run: run)
    }
    refresh(transaction: transaction) { [weak self] in self?.index = target }
  }

  private func stepDidComplete(at target: Int, run: Int) {
    guard run == self.run else { return }
    if target == 0 && trigger != nil {
      isRunning = false
      return
    }
    step(to: target + 1, run: run)
  }
}
