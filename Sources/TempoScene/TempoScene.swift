/// TempoScene: a retained scene graph whose properties the Tempo engine animates.
///
/// This layer says *what* to draw: nodes (groups, shapes, text), layout, hit testing,
/// transitions, and the display list a frame produces. It depends only on `Tempo` (and
/// Foundation through it) and never on a rendering backend, so it is tested headless; a
/// backend such as `TempoSDL` executes the ``DisplayList`` and measures text through
/// ``TextMeasurer``.
import Tempo
