/// TempoSDL: draws TempoScene display lists with SDL2, in a window or offscreen.
///
/// This layer says *how* to draw: owning wrappers for SDL objects (``Renderer``, ``Texture``,
/// ``TTFFont``), a ``GLCanvas`` that executes a ``DisplayList``, an ``OffscreenRenderer`` for
/// headless frames and PNGs, a ``Window`` and a ``FrameLoop`` that drives an ``AnimationEngine``
/// through a vsync-paced ``FrameClock``. ``OffscreenRenderer`` is its `RenderBackend`;
/// ``Window`` and ``FrameLoop`` fulfil TempoRender's window contract, drawing through a
/// ``WindowDrawing``. With `TempoCairo` it is the only target importing `CSDL2`; it depends on
/// `Tempo`, `TempoScene` and `TempoRender`, and never on a particular scene.
import TempoRender
