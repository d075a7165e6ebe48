import Foundation
import TempoScene

extension Glyphs {
  /// A heart: two round lobes of radius 6 units, 10.4 apart, meeting in a notch on the centre
  /// line, their outer tangents meeting in a tip rounded by 1.2 units.
  static var heartOutline: Outline {
    let middle = Design.size / 2
    return Outline(corners: [
      .init(center: Vector(middle, 22.6), radius: 1.2, isConvex: true),
      .init(center: Vector(middle - 5.2, 10.3), radius: 6, isConvex: true),
      .init(center: Vector(middle, 7), radius: 0, isConvex: false),
      .init(center: Vector(middle + 5.2, 10.3), radius: 6, isConvex: true),
    ])
  }

  /// A heart like SF Symbols' "heart": its centre line.
  @Sendable static func heart(in rect: CGRect) -> Path {
    heartOutline.path(in: Design(rect))
  }

  /// A filled heart like SF Symbols' "heart.fill": the outer edge of ``heart(in:)``.
  @Sendable static func heartFill(in rect: CGRect) -> Path {
    heartOutline.path(offset: Design.halfLine, in: Design(rect))
  }
}
