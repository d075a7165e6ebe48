/// TempoCairo: draws TempoScene display lists with cairo, offscreen or in TempoSDL's window.
///
/// The second backend: a ``CairoRenderer`` fulfils TempoRender's `RenderBackend` with cairo's
/// exact-area anti-aliasing and no OpenGL; `WindowDrawing.cairo` shows its frames in an SDL
/// window through SDL's software renderer, and `WindowDrawing.automatic` picks gl or cairo for
/// a window as `RendererKind` says. It is the only target importing `CCairo`; it depends on
/// `TempoSDL` (the window, fonts and text placement it shares with the GL canvas), never the
/// other way.
import TempoSDL
