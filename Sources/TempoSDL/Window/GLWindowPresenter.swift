import CSDL2
import TempoRender
import TempoScene

/// Shows frames drawn by a ``GLCanvas`` on the window's OpenGL renderer (internal).
@MainActor
final class GLWindowPresenter: WindowPresenter {
  /// The canvas that draws into the window.
  let canvas: GLCanvas

  /// Presents what `canvas` draws.
  init(canvas: GLCanvas) {
    self.canvas = canvas
  }

  /// Draws `list` at `scale` and presents it (waits for vsync when honoured).
  func present(_ list: DisplayList, scale: Double) throws {
    defer { SDL_RenderPresent(canvas.renderer.pointer) }
    try canvas.draw(list, scale: scale)
  }

  /// Nothing to note: every frame is drawn whole.
  func windowChanged() {}
}
