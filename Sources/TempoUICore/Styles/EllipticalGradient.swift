import Tempo
import TempoScene

/// Colours on ellipses about a unit point, shaped like the filled frame (SwiftUI's
/// `EllipticalGradient`): radii are fractions of the frame in unit space, so 0.5 touches its
/// sides. As a view it fills the space it is offered.
public struct EllipticalGradient: ShapeStyle, PaintingShapeStyle, Hashable {
  let gradient: Gradient
  let center: UnitPoint
  let startRadiusFraction: CGFloat
  let endRadiusFraction: CGFloat

  /// A gradient about `center` from `startRadiusFraction` (0 by default) to
  /// `endRadiusFraction` (0.5).
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    (self.gradient, self.center) = (gradient, center)
    (self.startRadiusFraction, self.endRadiusFraction) = (startRadiusFraction, endRadiusFraction)
  }

  /// A gradient of `colors`, evenly spaced, about `center`.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// A gradient of `stops` about `center`.
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  var stylePaint: StylePaint {
    gradient.paint(
      .elliptical(
        center: center, startRadius: Double(startRadiusFraction),
        endRadius: Double(endRadiusFraction)))
  }
}
