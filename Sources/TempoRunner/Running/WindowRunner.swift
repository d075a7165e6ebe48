import Tempo
import TempoRender
import TempoScene

/// An app in a desktop window (internal): input to the content, one frame per vsync while
/// anything moves, asleep otherwise. It sees the window only through TempoRender's contract
/// (``AppWindow``, ``WindowRunLoop``), opened by `backend`.
@MainActor
enum WindowRunner {
  /// Opens the window with `backend` and runs until the user quits; returns the exit status.
  static func run(
    _ app: AppDescription, options: RunOptions,
    backend: any WindowBackend = DesktopWindowBackend()
  ) throws -> Int32 {
    let window = try backend.openWindow(
      title: app.title, size: options.size, fontPath: options.fontPath)
    let engine = AnimationEngine(clock: window.makeClock())
    let scene = SceneGraph(size: window.size, engine: engine, textMeasurer: window.textMeasurer)
    let content = app.makeContent(scene)
    let loop = try window.makeRunLoop(
      engine: engine,
      frame: { size in
        scene.size = size
        content.prepareFrame()
        let list = scene.displayList()
        // A pointer style that state sets (an `onHover` action's change) shows with its frame,
        // found in the layout the list was just built from (not laid out a second time).
        window.cursor = scene.cursorInLastLayout
        return list
      },
      onEvent: { event in
        content.prepareInput()
        let keepRunning = content.deliverInput {
          engine.perform { deliver(event, to: content, scene: scene) }
        }
        window.cursor = scene.cursor
        return keepRunning
      })
    loop.beforeTick = { content.prepareFrame() }
    loop.betweenFrames = { content.betweenFrames() }
    if PerformanceReport.reportsFirstFrame {
      loop.onFramePresented = { [weak loop] _ in
        PerformanceReport.firstFramePresented(app: app.name)
        loop?.onFramePresented = nil
      }
    }
    try loop.run()
    return 0
  }

  /// Hands one input event to the scene or the content; returns false to quit.
  private static func deliver(
    _ event: InputEvent, to content: any RunnableContent, scene: SceneGraph
  ) -> Bool {
    switch event {
    case .pointerMoved(let point): scene.pointerMoved(to: point)
    case .pointerDown(let point): scene.pointerDown(at: point)
    case .pointerUp(let point): scene.pointerUp(at: point)
    case .resized(let size): scene.size = size
    case .scrolled(let delta): scene.scrolled(by: delta)
    case .keyDown(let key): return content.keyDown(key)
    case .textInput(let text): content.textInput(text)
    case .quit: return false
    }
    return true
  }
}
