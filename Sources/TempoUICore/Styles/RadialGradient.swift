import Tempo
import TempoScene

/// Colours on circles about a unit point of the filled shape's frame (SwiftUI's
/// `RadialGradient`): location 0 at `startRadius` points from the centre, 1 at `endRadius`. As
/// a view it fills the space it is offered.
public struct RadialGradient: ShapeStyle, PaintingShapeStyle, Hashable {
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: CGFloat
  let endRadius: CGFloat

  /// A gradient about `center` from `startRadius` to `endRadius` points.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    (self.gradient, self.center) = (gradient, center)
    (self.startRadius, self.endRadius) = (startRadius, endRadius)
  }

  /// A gradient of `colors`, evenly spaced, about `center` from `startRadius` to `endRadius`.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// A gradient of `stops` about `center` from `startRadius` to `endRadius`.
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  var stylePaint: StylePaint {
    gradient.paint(
      .radial(center: center, startRadius: Double(startRadius), endRadius: Double(endRadius)))
  }
}
