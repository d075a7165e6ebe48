import Foundation
import TempoScene

extension Glyphs {
  /// The design grid (internal): glyphs are drawn in a frame ``size`` units tall and
  /// `size × aspectRatio` wide, scaled uniformly into the rectangle they are given and centred.
  struct Design {
    /// The design frame's height, in design units (a unit is a point at 28 pt).
    static let size = 28.0
    /// Half the outline width of the stroked symbols, in design units (2 pt at 28 pt).
    static let halfLine = 1.0

    /// Points per design unit.
    let scale: Double
    /// Where the design frame's top-left corner lands, in points.
    let origin: Vector

    /// The grid fitted into `rect` for a frame `aspectRatio` (width over height) wide.
    init(_ rect: CGRect, aspectRatio: Double = 1) {
      let (width, height) = (Double(rect.width), Double(rect.height))
      scale = max(0, min(width / (Design.size * aspectRatio), height / Design.size))
      origin = Vector(
        Double(rect.midX) - Design.size * aspectRatio * scale / 2,
        Double(rect.midY) - Design.size * scale / 2)
    }

    /// The point at design coordinates (`x`, `y`).
    func point(_ x: Double, _ y: Double) -> CGPoint { point(Vector(x, y)) }

    /// The point at design coordinates `p`.
    func point(_ p: Vector) -> CGPoint {
      CGPoint(x: origin.x + p.x * scale, y: origin.y + p.y * scale)
    }
  }
}

extension Path {
  /// Appends open polylines through design points (internal), one subpath each.
  mutating func addPolylines(_ lines: [[(Double, Double)]], in design: Glyphs.Design) {
    for line in lines {
      guard let first = line.first else { continue }
      move(to: design.point(first.0, first.1))
      for point in line.dropFirst() { addLine(to: design.point(point.0, point.1)) }
    }
  }

  /// Appends an arc around `center` of `radius` design units from `start` radians, sweeping
  /// `sweep` radians (positive: clockwise on screen), as cubics of at most a quarter turn; it
  /// continues the current subpath from wherever it stands (internal).
  mutating func addArc(
    center: Glyphs.Vector, radius: Double, start: Double, sweep: Double, in design: Glyphs.Design
  ) {
    let count = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let step = sweep / Double(count)
    let handle = 4.0 / 3.0 * tan(step / 4) * radius
    for index in 0..<count {
      let a = start + Double(index) * step
      let b = a + step
      let (from, to) = (Glyphs.Vector(angle: a), Glyphs.Vector(angle: b))
      addCurve(
        to: design.point(center + to * radius),
        control1: design.point(center + from * radius + Glyphs.Vector(-from.y, from.x) * handle),
        control2: design.point(center + to * radius - Glyphs.Vector(-to.y, to.x) * handle))
    }
  }
}
