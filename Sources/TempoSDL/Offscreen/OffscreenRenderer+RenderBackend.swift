import Foundation
import TempoRender
import TempoScene

extension OffscreenRenderer: RenderBackend {
  /// Measures text with the renderer's font at its scale (a new ``FontTextMeasurer``).
  public var textMeasurer: any TextMeasurer { FontTextMeasurer(face: canvas.face, scale: scale) }

  /// Draws `list` and presents it, as ``present(_:)``; offscreen the time changes nothing.
  public func present(_ list: DisplayList, at time: TimeInterval) throws {
    try present(list)
  }
}
