/// TempoRender: what any renderer of TempoScene display lists needs, with no windowing library.
///
/// The ``RenderBackend`` protocol is the contract a renderer fulfils (draw, measure text,
/// present at a time, read pixels back); the tests' `MemoryBackend` fulfils it in memory. The
/// geometry a GPU backend needs is here too (package-level): `Tessellator` turns paths into
/// anti-aliased `TriangleMesh`es, `MeshCache` keeps them across frames; so is a software
/// backend's: `CoverageRasterizer` fills paths with exact-area coverage into premultiplied
/// ARGB32 pixels (`PremultipliedARGB32`); and recording: ``RGBAImage``
/// frames, ``FrameSink``s (``FFmpegSink``), the ``Recorder``. On screen, the window contract
/// (``WindowBackend`` opens an ``AppWindow``, whose ``WindowRunLoop`` hands over
/// ``InputEvent``s and waits, a backend's ``WindowPresenter`` shows frames) is all TempoRunner
/// sees. It imports `Tempo` and `TempoScene` only; `TempoSDL` and `TempoCairo` build on it.
import TempoScene
