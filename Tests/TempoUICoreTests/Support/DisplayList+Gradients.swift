import Foundation
import TempoScene
import TempoUICore
import Testing

/// One gradient command of a display list, as the style tests read it.
struct DrawnGradient {
  var paint: GradientPaint
  var isStroke: Bool
  /// The path's box in window points.
  var rect: CGRect
}

extension DisplayList {
  /// The gradient fills and strokes, back to front.
  var gradients: [DrawnGradient] {
    commands.compactMap { command in
      guard case .gradient(let path, let paint, let style, let transform, _) = command else {
        return nil
      }
      return DrawnGradient(paint: paint, isStroke: style != nil, rect: path.bounds(transform))
    }
  }
}

/// The first gradient `view` draws in a 40 × 40 frame, hosted at frame 0.
@MainActor
func firstGradient(of view: some View) throws -> GradientPaint {
  try #require(HostedView(view.frame(width: 40, height: 40)).frame().gradients.first).paint
}
