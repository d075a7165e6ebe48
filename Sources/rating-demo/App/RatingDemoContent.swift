import TempoRender
import TempoRunner
import TempoSDL
import TempoScene
import TempoUI

/// The demo's window or recording content: ``RatingDemoApp``'s window hosted like any TempoUI
/// app's, which quits when its views ask to (Esc, Q).
@MainActor
final class RatingDemoContent: RunnableContent {
  /// The hosted app, as every TempoUI app runs.
  let content: ViewHostContent
  /// What the views ask of the window.
  let window: WindowActions

  /// Builds the app's window content in `scene`.
  init(scene: SceneGraph) {
    let app = RatingDemoApp()
    let rootView = app.windowDescription?.rootView ?? RatingDemoView(window: app.window)
    content = ViewHostContent(host: ViewHost(rootView, scene: scene))
    window = app.window
    window.host = content.host
  }

  /// The hosted views.
  var host: ViewHost { content.host }

  func location(of target: ClickTarget) -> CGPoint? { content.location(of: target) }

  func keyDown(_ key: Key) -> Bool {
    _ = content.keyDown(key)
    return !window.isQuitRequested
  }

  func prepareInput() { content.prepareInput() }

  func prepareFrame() { content.prepareFrame() }

  func betweenFrames() -> Bool { content.betweenFrames() }
}
