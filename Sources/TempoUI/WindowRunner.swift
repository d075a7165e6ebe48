import TempoSDL
import TempoScene
import TempoUICore

/// Opens a window for an app's root view and runs it (internal): input goes to the scene and the
/// view graph applies its changes before each frame's tick, as the headless ``ViewHost`` does.
@MainActor
enum WindowRunner {
  /// Runs `description`'s window until it closes; returns the exit status.
  static func run(_ description: WindowDescription) throws -> Int32 {
    let window = try Window(
      title: description.title ?? "TempoUI", size: CGSize(width: 480, height: 320))
    let clock = FrameClock(frameInterval: window.frameInterval)
    let engine = AnimationEngine(clock: clock)
    let scene = TempoScene.Scene(
      size: window.size, engine: engine,
      textMeasurer: FontTextMeasurer(face: window.canvas.face, scale: window.scale))
    let host = ViewHost(description.rootView, scene: scene)
    let loop = try FrameLoop(
      window: window, engine: engine,
      frame: { size in
        scene.size = size
        host.applyUpdates()
        return scene.displayList()
      },
      onEvent: { event in
        host.activate()
        switch event {
        case .pointerMoved(let point): scene.pointerMoved(to: point)
        case .pointerDown(let point): scene.pointerDown(at: point)
        case .pointerUp(let point): scene.pointerUp(at: point)
        case .resized(let size): scene.size = size
        case .keyDown(.escape): return false
        case .keyDown: break
        case .quit: return false
        }
        host.applyUpdates()
        window.cursor = scene.cursor
        return true
      })
    loop.betweenFrames = {
      guard host.needsUpdate else { return false }
      host.applyUpdates()
      return true
    }
    try loop.run()
    return 0
  }
}
