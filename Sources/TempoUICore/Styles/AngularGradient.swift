import Tempo
import TempoScene

/// Colours by angle about a unit point of the filled frame, a "conic" gradient (SwiftUI's
/// `AngularGradient`): angles run clockwise from the +x axis. Equal start and end angles make a
/// full turn; a span short of a turn fills the rest with the last colour up to half-way and the
/// first after it; a longer span draws its last turn. As a view it fills the space it is offered.
public struct AngularGradient: ShapeStyle, PaintingShapeStyle, Hashable {
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle

  /// A gradient about `center` from `startAngle` to `endAngle` (a full turn when equal, as by
  /// default).
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    (self.gradient, self.center, self.startAngle, self.endAngle) =
      (gradient, center, startAngle, endAngle)
  }

  /// A gradient of `colors`, evenly spaced, about `center` from `startAngle` to `endAngle`.
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// A gradient of `stops` about `center` from `startAngle` to `endAngle`.
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// A full turn about `center` starting at `angle` (a conic gradient).
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle,
      endAngle: .radians(angle.radians + 2 * .pi))
  }

  /// A full turn of `colors` about `center` starting at `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  /// A full turn of `stops` about `center` starting at `angle`.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }

  var stylePaint: StylePaint {
    gradient.paint(
      .angular(center: center, startAngle: startAngle.radians, endAngle: endAngle.radians))
  }
}
