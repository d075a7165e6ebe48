import Foundation
import TempoScene

extension Glyphs {
  /// The chevrons' frame width over height (SF Symbols' chevrons are narrow).
  static let chevronAspectRatio = 0.6

  /// A filled triangle pointing right with corners rounded by 2.2 units, like SF Symbols'
  /// "play.fill".
  @Sendable static func playFill(in rect: CGRect) -> Path {
    Outline(
      polygon: [Vector(6.6, 4.2), Vector(23.6, 14), Vector(6.6, 23.8)], radii: [2.2, 2.2, 2.2]
    ).path(in: Design(rect))
  }

  /// Two filled upright bars 4.6 units wide and 19 tall, 4.8 apart, corners rounded by 1.4,
  /// like SF Symbols' "pause.fill".
  @Sendable static func pauseFill(in rect: CGRect) -> Path {
    let design = Design(rect)
    var path = Path()
    for left in [7.0, 16.4] {
      let (right, top, bottom) = (left + 4.6, 4.5, 23.5)
      Outline(
        polygon: [
          Vector(left, top), Vector(right, top), Vector(right, bottom), Vector(left, bottom),
        ], radii: [1.4, 1.4, 1.4, 1.4]
      ).add(to: &path, in: design)
    }
    return path
  }

  /// A chevron pointing left, like SF Symbols' "chevron.left", in a frame 0.6 as wide as high.
  @Sendable static func chevronLeft(in rect: CGRect) -> Path {
    var path = Path()
    path.addPolylines(
      [[(12.4, 5), (4.4, 14), (12.4, 23)]], in: Design(rect, aspectRatio: chevronAspectRatio))
    return path
  }

  /// A chevron pointing right, like SF Symbols' "chevron.right", in a frame 0.6 as wide as high.
  @Sendable static func chevronRight(in rect: CGRect) -> Path {
    var path = Path()
    path.addPolylines(
      [[(4.4, 5), (12.4, 14), (4.4, 23)]], in: Design(rect, aspectRatio: chevronAspectRatio))
    return path
  }

  /// A circular arrow turning clockwise, like SF Symbols' "arrow.clockwise": an arc of radius
  /// 9.6 units from the upper right round to the top, where a triangle 6 units high and 4.6 long
  /// points right; a smaller triangle inside it lets the 2-unit stroke fill the head in.
  @Sendable static func arrowClockwise(in rect: CGRect) -> Path {
    let design = Design(rect)
    let center = Vector(Design.size / 2, 15.2)
    let (radius, start) = (9.6, -50.0 * Double.pi / 180)
    let end = 1.5 * Double.pi
    var path = Path()
    path.move(to: design.point(center + Vector(angle: start) * radius))
    path.addArc(center: center, radius: radius, start: start, sweep: end - start, in: design)
    let top = center.y - radius
    let head = [Vector(13.6, top - 3), Vector(18.2, top), Vector(13.6, top + 3)]
    // The head's incentre, where the inner triangle (0.45 of the head) is centred.
    let sides = [
      (head[1] - head[2]).length, (head[2] - head[0]).length, (head[0] - head[1]).length,
    ]
    let incentre =
      (head[0] * sides[0] + head[1] * sides[1] + head[2] * sides[2])
      * (1 / sides.reduce(0, +))
    for scale in [1, 0.45] {
      let corners = head.map { incentre + ($0 - incentre) * scale }
      path.addPolylines([(corners + [corners[0]]).map { ($0.x, $0.y) }], in: design)
      path.closeSubpath()
    }
    return path
  }
}
