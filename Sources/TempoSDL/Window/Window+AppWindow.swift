import Tempo
import TempoRender
import TempoScene

extension Window: AppWindow {
  /// Measures text with the window's font at its current scale.
  public var textMeasurer: any TextMeasurer { FontTextMeasurer(face: canvas.face, scale: scale) }

  /// A ``FrameClock`` at the display's ``frameInterval``.
  public func makeClock() -> any AnimationClock { FrameClock(frameInterval: frameInterval) }

  /// A ``FrameLoop`` on this window; throws a ``TempoSDLError`` unless `engine`'s clock is a
  /// ``FrameClock`` (one from ``makeClock()``).
  public func makeRunLoop(
    engine: AnimationEngine, frame: @escaping (CGSize) -> DisplayList,
    onEvent: @escaping (InputEvent) -> Bool
  ) throws -> any WindowRunLoop {
    try FrameLoop(window: self, engine: engine, frame: frame, onEvent: onEvent)
  }
}
