import TempoRunner
import TempoSDL
import TempoScene
import TempoUICore

/// A hosted view as the shared runner drives it (internal): script clicks find views by text or
/// symbol, state changes apply before each frame's tick.
@MainActor
final class ViewHostContent: RunnableContent {
  let host: ViewHost

  init(host: ViewHost) {
    self.host = host
  }

  func location(of target: ClickTarget) -> CGPoint? {
    switch target {
    case .point(let point): point
    case .symbol(let name, let index): host.center(ofSymbol: name, index)
    case .text(let text): host.center(ofText: text)
    }
  }

  /// Keys are not handed to views yet (no `onKeyPress`): the window keeps running.
  func keyDown(_ key: Key) -> Bool { true }

  /// `DispatchQueue.main` work scheduled by the input counts from this frame's time.
  func prepareInput() {
    host.activate()
  }

  func prepareFrame() {
    host.applyUpdates()
  }

  func betweenFrames() -> Bool {
    guard host.needsUpdate else { return false }
    host.applyUpdates()
    return true
  }
}
