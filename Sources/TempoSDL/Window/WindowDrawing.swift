import TempoRender

/// How a ``Window`` draws its frames: with SDL's OpenGL renderer (``gl``), or with another
/// backend's `WindowPresenter` (TempoCairo adds `cairo` and `automatic`).
public struct WindowDrawing: Sendable {
  /// What a window draws with (package): the backend, the canvas holding the window's renderer
  /// and font, and the presenter that draws and shows each frame.
  package typealias Parts = (kind: RendererKind, canvas: GLCanvas, presenter: any WindowPresenter)

  /// Makes the parts for an SDL window on video driver `videoDriver` (package), text in `face`.
  package let makeParts:
    @MainActor @Sendable (
      _ window: SDLWindowHandle, _ videoDriver: String, _ face: FontFace
    ) throws -> Parts

  /// A drawing whose parts `makeParts` makes (package: a backend target's own).
  package init(
    makeParts: @escaping @MainActor @Sendable (SDLWindowHandle, String, FontFace) throws -> Parts
  ) {
    self.makeParts = makeParts
  }

  /// SDL's OpenGL renderer, vsync'd, drawing through a ``GLCanvas``.
  public static let gl = WindowDrawing { window, _, face in
    let canvas = GLCanvas(renderer: try Renderer.make(for: window, vsync: true), face: face)
    return (.gl, canvas, GLWindowPresenter(canvas: canvas))
  }
}
