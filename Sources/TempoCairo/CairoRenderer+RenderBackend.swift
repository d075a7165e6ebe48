import Foundation
import TempoRender
import TempoSDL
import TempoScene

extension CairoRenderer: RenderBackend {
  /// Measures text with the renderer's font at its scale (a new `FontTextMeasurer`).
  public var textMeasurer: any TextMeasurer { FontTextMeasurer(face: face, scale: scale) }

  /// Draws `list` as ``present(_:)``; offscreen the time changes nothing.
  public func present(_ list: DisplayList, at time: TimeInterval) throws {
    try present(list)
  }
}
