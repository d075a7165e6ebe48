import Foundation
import TempoScene

extension Glyphs {
  /// The checkmark's corners, in design units: a short stroke down, a long one up to the right.
  static let checkmarkPoints = [(6.8, 14.8), (11.6, 20.4), (21.4, 7.2)]
  /// The smaller check cut out of `checkmark.circle.fill`, in design units.
  static let circledCheckPoints = [(8.6, 14.4), (12.4, 18.4), (19.4, 9.4)]
  /// Half the width of the marks cut out of filled circles, in design units (a bit bolder than
  /// the outlines, as SF Symbols' are).
  static let cutHalfWidth = 1.15

  /// A checkmark like SF Symbols' "checkmark": its centre line (an open polyline).
  @Sendable static func checkmark(in rect: CGRect) -> Path {
    var path = Path()
    path.addPolylines([checkmarkPoints], in: Design(rect))
    return path
  }

  /// An X like SF Symbols' "xmark": two 13-unit diagonals crossing at the centre.
  @Sendable static func xmark(in rect: CGRect) -> Path {
    var path = Path()
    path.addPolylines([[(7.5, 7.5), (20.5, 20.5)], [(20.5, 7.5), (7.5, 20.5)]], in: Design(rect))
    return path
  }

  /// A plus like SF Symbols' "plus": two 17-unit bars crossing at the centre.
  @Sendable static func plus(in rect: CGRect) -> Path {
    var path = Path()
    path.addPolylines([[(14, 5.5), (14, 22.5)], [(5.5, 14), (22.5, 14)]], in: Design(rect))
    return path
  }

  /// A minus like SF Symbols' "minus": a 17-unit horizontal bar at the centre.
  @Sendable static func minus(in rect: CGRect) -> Path {
    var path = Path()
    path.addPolylines([[(5.5, 14), (22.5, 14)]], in: Design(rect))
    return path
  }

  /// A filled circle with a check cut out, like SF Symbols' "checkmark.circle.fill".
  @Sendable static func checkmarkCircleFill(in rect: CGRect) -> Path {
    let check = Outline(polyline: circledCheckPoints.map { Vector($0.0, $0.1) })
    return circleFill(cutting: [check], in: rect)
  }

  /// A filled circle with an X cut out, like SF Symbols' "xmark.circle.fill": its arms reach
  /// 4.2 units from the centre along each diagonal.
  @Sendable static func xmarkCircleFill(in rect: CGRect) -> Path {
    let center = Vector(Design.size / 2, Design.size / 2)
    let arm = 4.2
    let ends = [Vector(-arm, -arm), Vector(arm, -arm), Vector(arm, arm), Vector(-arm, arm)]
    // Out along each arm and back, clockwise on screen: an X with round ends.
    let cross = Outline(
      polygon: ends.flatMap { [center, center + $0] }, radii: [Double](repeating: 0, count: 8))
    return circleFill(cutting: [cross], in: rect)
  }

  /// ``circleFill(in:)`` with each outline in `cuts` (moved out by ``cutHalfWidth``) as a hole.
  static func circleFill(cutting cuts: [Outline], in rect: CGRect) -> Path {
    let design = Design(rect)
    var path = disc(radius: circleRadius + Design.halfLine, in: design)
    for cut in cuts { cut.add(to: &path, offset: cutHalfWidth, reversed: true, in: design) }
    return path
  }
}
