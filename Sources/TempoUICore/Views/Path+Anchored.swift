import Tempo
import TempoScene

extension Path {
  /// This path mapped by `transform` about the point `anchor` marks in `rect` (internal: what
  /// `ScaledShape` and `RotatedShape` draw), which stays put.
  func applying(_ transform: AffineTransform2D, about anchor: UnitPoint, in rect: CGRect) -> Path {
    let anchorX = Double(rect.minX) + Double(rect.width) * anchor.x
    let anchorY = Double(rect.minY) + Double(rect.height) * anchor.y
    return applying(
      AffineTransform2D.translation(x: -anchorX, y: -anchorY)
        .concatenating(transform)
        .concatenating(.translation(x: anchorX, y: anchorY)))
  }
}
