import TempoRender
import TempoSDL

extension WindowDrawing {
  /// cairo drawing each frame into an image that SDL's software renderer shows, so no OpenGL
  /// driver is loaded (on Wayland SDL 2 shows it through an OpenGL texture).
  public static let cairo = WindowDrawing { window, videoDriver, face in
    let software = try CairoWindowPresenter.softwareRenderer(
      for: window, vsync: true, openGLFramebuffer: videoDriver == "wayland")
    return (
      .cairo, GLCanvas(renderer: software, face: face),
      CairoWindowPresenter(renderer: software, face: face)
    )
  }

  /// The backend `RendererKind.window(environment:videoDriver:renderNodes:)` chooses for the
  /// window's video driver (`TEMPO_RENDERER` forces one): gl or cairo.
  public static let automatic = WindowDrawing { window, videoDriver, face in
    try RendererKind.window(videoDriver: videoDriver).windowDrawing
      .makeParts(window, videoDriver, face)
  }
}
