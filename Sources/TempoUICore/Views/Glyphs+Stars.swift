import Foundation
import TempoScene

extension Glyphs {
  /// The star's sharp outer radius, in design units.
  static let starOuterRadius = 15.0
  /// The star's inner corners' radius over its outer radius (a regular pentagram's is 0.38; SF
  /// Symbols' star is plumper).
  static let starInnerRatio = 0.5
  /// How far the star's centre sits below the frame's, in design units, so that its outer edge
  /// is centred vertically.
  static let starDrop = 1.13

  /// A five-pointed star, tip up, its tips rounded by 1.4 units and its inner corners by 0.6.
  static var starOutline: Outline {
    let center = Vector(Design.size / 2, Design.size / 2 + starDrop)
    let points = (0..<10).map { index in
      let radius = starOuterRadius * (index.isMultiple(of: 2) ? 1 : starInnerRatio)
      return center + Vector(angle: -Double.pi / 2 + Double(index) * Double.pi / 5) * radius
    }
    let radii = (0..<10).map { $0.isMultiple(of: 2) ? 1.4 : 0.6 }
    return Outline(polygon: points, radii: radii)
  }

  /// A star like SF Symbols' "star": its centre line.
  @Sendable static func star(in rect: CGRect) -> Path {
    starOutline.path(in: Design(rect))
  }

  /// A filled star like SF Symbols' "star.fill": the outer edge of ``star(in:)``.
  @Sendable static func starFill(in rect: CGRect) -> Path {
    starOutline.path(offset: Design.halfLine, in: Design(rect))
  }

  /// A star outline with its leading (left) half filled, like SF Symbols'
  /// "star.leadinghalf.filled", as one filled shape: the outer edge of ``star(in:)`` with the
  /// right half of its inner edge cut out.
  @Sendable static func starLeadingHalfFilled(in rect: CGRect) -> Path {
    let design = Design(rect)
    let outline = starOutline
    var path = Path()
    outline.add(to: &path, offset: Design.halfLine, in: design)
    let hole = rightHalf(of: outline.polygon(offset: -Design.halfLine), x: Design.size / 2)
    for (index, point) in hole.reversed().enumerated() {
      if index == 0 {
        path.move(to: design.point(point))
      } else {
        path.addLine(to: design.point(point))
      }
    }
    path.closeSubpath()
    return path
  }

  /// The part of `polygon` right of the vertical line at `x` (one half-plane clip, in order).
  static func rightHalf(of polygon: [Vector], x: Double) -> [Vector] {
    var result: [Vector] = []
    for (index, point) in polygon.enumerated() {
      let previous = polygon[(index + polygon.count - 1) % polygon.count]
      if (previous.x >= x) != (point.x >= x) {
        let t = (x - previous.x) / (point.x - previous.x)
        result.append(Vector(x, previous.y + (point.y - previous.y) * t))
      }
      if point.x >= x { result.append(point) }
    }
    return result
  }
}
