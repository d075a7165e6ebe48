/// TempoRender: what any renderer of TempoScene display lists needs, with no windowing library.
///
/// The ``RenderBackend`` protocol is the contract a renderer fulfils (draw, measure text,
/// present at a time, read pixels back); ``MemoryBackend`` fulfils it in memory for tests. The
/// geometry a GPU backend needs is here too (package-level): `Tessellator` turns paths into
/// anti-aliased `TriangleMesh`es, `MeshCache` keeps them across frames; so is a software
/// backend's: `CoverageRasterizer` fills paths with exact-area coverage into premultiplied
/// ARGB32 pixels (`PremultipliedARGB32`); and recording: ``RGBAImage``
/// frames, ``FrameSink``s (``FFmpegSink``), the ``Recorder``. It imports `TempoScene` only;
/// `TempoSDL` builds on it.
import TempoScene
