import Tempo
import TempoScene

/// Two 20 × 20 squares overlapping over x = 10…20 in a 40 × 20 black frame, drawn at opacity
/// 0.5 either in one layer (a compositing group) or each on its own; shared by the tests of
/// every backend's layers.
package enum OverlappingSquares {
  /// The frame's size, in points.
  package static let size = CGSize(width: 40, height: 20)

  /// The squares in `color`, each at `childOpacity`, faded to 0.5 as one layer when `layered`,
  /// else each faded by 0.5 on its own.
  package static func list(color: Color, childOpacity: Double = 1, layered: Bool) -> DisplayList {
    let squares = [0.0, 10].map { x in
      DrawCommand.fill(
        Path(rect: CGRect(x: x, y: 0, width: 20, height: 20)), color: color,
        transform: .identity, opacity: layered ? childOpacity : childOpacity * 0.5)
    }
    return DisplayList(
      size: size, background: .black,
      commands: layered ? [.pushLayer(opacity: 0.5)] + squares + [.popLayer] : squares)
  }

  /// The expected fraction of the colour (over black) at column `x` (pixel centre x + 0.5) of
  /// `list(color:childOpacity:layered:)`, by the compositing formulas: one square's alpha is
  /// α = childOpacity; two overlapping ones α + α(1 − α). In a layer the result is the layer's
  /// alpha × 0.5; on their own, each square's alpha is halved first.
  package static func expectedFraction(atColumn x: Int, childOpacity: Double = 1, layered: Bool)
    -> Double
  {
    let covering = (x < 10 || x >= 20) ? (x < 30 ? 1 : 0) : 2
    let alpha = layered ? childOpacity : childOpacity * 0.5
    var coverage = 0.0
    for _ in 0..<covering { coverage = alpha + coverage * (1 - alpha) }
    return layered ? coverage * 0.5 : coverage
  }
}
