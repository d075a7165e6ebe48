import TempoRender
import TempoRunner
import TempoScene
import TempoUICore

/// A hosted view as the shared runner drives it (package: apps with their own command line,
/// such as the rating demo, wrap it): script clicks find views by text or symbol, keys go to
/// the views' `onKeyPress` actions, state changes apply before each frame's tick. The pointer
/// reaches the views through the scene (hover, cursor, taps).
@MainActor
package final class ViewHostContent: RunnableContent {
  /// The hosted views.
  package let host: ViewHost

  /// Runs `host`'s views.
  package init(host: ViewHost) {
    self.host = host
  }

  /// The centre of what `target` names, in window points.
  package func location(of target: ClickTarget) -> CGPoint? {
    switch target {
    case .point(let point): point
    case .symbol(let name, let index): host.center(ofSymbol: name, index)
    case .text(let text): host.center(ofText: text)
    }
  }

  /// Hands the key to the views' `onKeyPress` actions (see ``ViewHost/keyPress(_:)``); the
  /// window keeps running whatever they return.
  package func keyDown(_ key: Key) -> Bool {
    host.keyPress(KeyPress(key: KeyEquivalent(key)))
    return true
  }

  /// Types the text into the focused text field (see ``ViewHost/typeText(_:)``).
  package func textInput(_ text: String) {
    host.typeText(text)
  }

  /// `DispatchQueue.main` work scheduled by the input counts from this frame's time.
  package func prepareInput() {
    host.activate()
  }

  /// Delivers the input as the views' code: tasks its actions start sleep on the animation
  /// clock.
  package func deliverInput<Result>(_ deliver: () -> Result) -> Result {
    host.deliveringInput(deliver)
  }

  /// Applies the state changes input made.
  package func prepareFrame() {
    host.applyUpdates()
  }

  /// Applies state changes main-queue work made; whether there is a frame to draw.
  package func betweenFrames() -> Bool {
    // Work that tasks queued for later keeps a timer that wakes the sleeping window for it.
    host.scheduleWakeForMainQueue()
    guard host.needsUpdate else { return false }
    host.applyUpdates()
    return true
  }
}
