import Foundation
import TempoCairo
import TempoRender
import TempoSDL

/// The backend a desktop app's window runs on (internal): a TempoSDL window drawn with OpenGL
/// or cairo, as `RendererKind` chooses (`TEMPO_RENDERER` forces one).
@MainActor
struct DesktopWindowBackend: WindowBackend {
  /// Opens the window; without a display, says so with a hint to record instead.
  func openWindow(title: String, size: CGSize, fontPath: String?) throws -> any AppWindow {
    do {
      return try Window(title: title, size: size, fontPath: fontPath, drawing: .automatic)
    } catch let error as TempoSDLError where error.kind == .noDisplay {
      throw RunnerError(
        description:
          "cannot open a window: \(error.reason); "
          + "use --record PATH to render offscreen instead")
    }
  }
}
