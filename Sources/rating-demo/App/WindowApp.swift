import TempoSDL

/// The demo in a desktop window: click the stars, keys as documented in `--help`.
@MainActor
enum WindowApp {
  /// Opens the window and runs until the user quits; returns the exit status.
  static func run(_ options: DemoOptions) throws -> Int32 {
    let window: Window
    do {
      window = try Window(title: "Rating", size: options.size, fontPath: options.fontPath)
    } catch let error as TempoSDLError where error.kind == .noDisplay {
      throw DemoError(
        description:
          "cannot open a window: \(error.reason); use --record PATH to render offscreen instead")
    }
    let clock = FrameClock(frameInterval: window.frameInterval)
    let engine = AnimationEngine(clock: clock)
    let scene = Scene(
      size: window.size, engine: engine,
      textMeasurer: FontTextMeasurer(face: window.canvas.face, scale: window.scale))
    let demo = RatingDemo(scene: scene)
    let loop = try FrameLoop(
      window: window, engine: engine,
      frame: { size in
        scene.size = size
        return scene.displayList()
      },
      onEvent: { event in
        switch event {
        case .pointerMoved(let point): scene.pointerMoved(to: point)
        case .pointerDown(let point): scene.pointerDown(at: point)
        case .pointerUp(let point): scene.pointerUp(at: point)
        case .resized(let size): scene.size = size
        case .keyDown(let key):
          if let key = DemoKey(key), !demo.perform(DemoCommand(key)) { return false }
        case .quit: return false
        }
        window.cursor = scene.cursor
        return true
      })
    if PerformanceReport.reportsFirstFrame {
      loop.onFramePresented = { [weak loop] _ in
        PerformanceReport.firstFramePresented()
        loop?.onFramePresented = nil
      }
    }
    try loop.run()
    return 0
  }
}

extension DemoKey {
  /// The demo key for a window key, if the demo uses it.
  init?(_ key: Key) {
    switch key {
    case .digit(let digit) where (1...5).contains(digit):
      self = [.one, .two, .three, .four, .five][digit - 1]
    case .left: self = .left
    case .right: self = .right
    case .return: self = .return
    case .space: self = .space
    case .escape: self = .escape
    case .letter("s"): self = .s
    case .letter("q"): self = .q
    default: return nil
    }
  }
}
