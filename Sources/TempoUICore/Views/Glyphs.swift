import Foundation
import TempoScene

/// The outlines of TempoUI's symbols (internal), each drawn on a 28-unit design grid (see
/// ``Design``) and scaled into the frame it is given.
///
/// Stroked symbols give the centre line of a 2-unit outline. A filled symbol whose outline
/// variant exists (`star.fill`, `heart.fill`, `circle.fill`) fills that outline's outer edge, as
/// SF Symbols' do; holes (the check in `checkmark.circle.fill`) are subpaths traced the other
/// way round, which the non-zero fill leaves empty over any background.
enum Glyphs {
  /// The radius of the circles' centre line, in design units: inset a twelfth of the frame.
  static let circleRadius = Design.size / 2 - Design.size / 12

  /// A circle, like SF Symbols' "circle": its centre line.
  @Sendable static func circle(in rect: CGRect) -> Path {
    disc(radius: circleRadius, in: Design(rect))
  }

  /// A filled circle, like SF Symbols' "circle.fill": the outer edge of ``circle(in:)``.
  @Sendable static func circleFill(in rect: CGRect) -> Path {
    disc(radius: circleRadius + Design.halfLine, in: Design(rect))
  }

  /// A circle of `radius` design units centred in the design frame.
  static func disc(radius: Double, in design: Design) -> Path {
    let center = Design.size / 2
    let (topLeft, bottomRight) = (
      design.point(center - radius, center - radius), design.point(center + radius, center + radius)
    )
    return Path(
      ellipseIn: CGRect(
        x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x,
        height: bottomRight.y - topLeft.y))
  }
}
