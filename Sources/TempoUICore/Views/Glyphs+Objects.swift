import Foundation
import TempoScene

extension Glyphs {
  /// A filled bell, like SF Symbols' "bell.fill": a dome with a knob on top, flaring into a
  /// rounded rim, and a clapper below it.
  @Sendable static func bellFill(in rect: CGRect) -> Path {
    let d = Design(rect)
    var path = Path()
    path.move(to: d.point(14, 2.6))
    path.addCurve(
      to: d.point(15.5, 4.3), control1: d.point(14.9, 2.6), control2: d.point(15.5, 3.3))
    path.addCurve(to: d.point(20.6, 11.6), control1: d.point(18.6, 5.1), control2: d.point(20.6, 8))
    path.addLine(to: d.point(20.8, 16.6))
    path.addCurve(to: d.point(23.6, 20), control1: d.point(20.9, 18.2), control2: d.point(22.2, 19))
    path.addCurve(
      to: d.point(22.6, 21.6), control1: d.point(24.4, 20.6), control2: d.point(23.8, 21.6))
    path.addLine(to: d.point(5.4, 21.6))
    path.addCurve(to: d.point(4.4, 20), control1: d.point(4.2, 21.6), control2: d.point(3.6, 20.6))
    path.addCurve(to: d.point(7.2, 16.6), control1: d.point(5.8, 19), control2: d.point(7.1, 18.2))
    path.addLine(to: d.point(7.4, 11.6))
    path.addCurve(to: d.point(12.5, 4.3), control1: d.point(7.4, 8), control2: d.point(9.4, 5.1))
    path.addCurve(to: d.point(14, 2.6), control1: d.point(12.5, 3.3), control2: d.point(13.1, 2.6))
    path.closeSubpath()
    // The clapper: a half disc under the rim.
    path.move(to: d.point(10.9, 22.9))
    path.addLine(to: d.point(17.1, 22.9))
    path.addCurve(
      to: d.point(10.9, 22.9), control1: d.point(17.1, 26.6), control2: d.point(10.9, 26.6))
    path.closeSubpath()
    return path
  }

  /// A filled thumbs-up, like SF Symbols' "hand.thumbsup.fill": a fist whose thumb points up,
  /// four knuckles down its right side, and a separate cuff on its left.
  @Sendable static func handThumbsupFill(in rect: CGRect) -> Path {
    let d = Design(rect)
    var path = Path()
    path.move(to: d.point(9.8, 13.4))
    path.addLine(to: d.point(13.2, 6.2))
    path.addCurve(
      to: d.point(17.4, 5.6), control1: d.point(14.4, 3.4), control2: d.point(17.8, 3.6))
    path.addLine(to: d.point(16.8, 11.4))
    path.addLine(to: d.point(21.8, 11.4))
    let knuckles = [(22, 15, 24.7), (21.6, 18.4, 24.3), (20.9, 21.6, 23.5), (19.6, 24.6, 22.5)]
    var top = 11.4
    for (x, y, reach) in knuckles {
      path.addCurve(to: d.point(x, y), control1: d.point(reach, top), control2: d.point(reach, y))
      top = y
    }
    path.addLine(to: d.point(12, 24.6))
    path.addCurve(
      to: d.point(9.8, 22.4), control1: d.point(10.6, 24.6), control2: d.point(9.8, 23.6))
    path.closeSubpath()
    Outline(
      polygon: [Vector(3.4, 13), Vector(8.2, 13), Vector(8.2, 24.6), Vector(3.4, 24.6)],
      radii: [1.2, 1.2, 1.2, 1.2]
    ).add(to: &path, in: d)
    return path
  }
}
