// TempoSDL's window example (Sources/TempoSDL/TempoSDL.docc/TempoSDL.md), kept compiling. It is not
// run: it opens a window and runs until closed.
import Tempo
import TempoSDL
import TempoScene

@MainActor func showSquare() throws {
  let window = try Window(title: "Hello", size: CGSize(width: 320, height: 240))
  let clock = FrameClock(frameInterval: window.frameInterval)
  let engine = AnimationEngine(clock: clock)
  let scene = SceneGraph(
    size: window.size, engine: engine,
    textMeasurer: FontTextMeasurer(face: window.canvas.face, scale: window.scale))
  let square = ShapeNode(
    .roundedRectangle(style: .continuous), fill: .blue,
    cornerRadius: 12, width: 80, height: 80, engine: engine)
  let label = TextNode("Click me", fontSize: 17, color: .white, engine: engine)
  square.onClick = { [unowned square] in
    withAnimation(.bouncy) { square.rotation.degrees += 90 }
    withAnimation(.easeInOut(duration: 0.3)) {
      square.fill = square.fill == .blue ? .orange : .blue
    }
  }
  scene.addChild(GroupNode.vStack(spacing: 16, engine: engine, children: [square, label]))
  let loop = try FrameLoop(
    window: window, engine: engine,
    frame: { size in
      scene.size = size; return scene.displayList()
    },
    onEvent: { event in
      switch event {
      case .pointerDown(let point): scene.pointerDown(at: point)
      case .pointerUp(let point): scene.pointerUp(at: point)
      case .pointerMoved(let point): scene.pointerMoved(to: point)
      case .quit: return false
      default: break
      }
      return true
    })
  try loop.run()
}
