import Foundation
import TempoScene

extension Glyphs {
  /// A closed outline of circular arcs joined by their common tangents (internal), traced
  /// clockwise on screen, in design units.
  ///
  /// Such an outline offsets exactly: moving every edge `d` outward keeps each arc's centre and
  /// changes its radius by `d`. A convex corner (an arc bulging out) grows; a concave one
  /// shrinks, and once its radius would change sign its two edges simply meet in a point. That
  /// gives a stroked outline's outer and inner edges, and a stroke's own outline (an open
  /// polyline traced there and back, every corner a point).
  struct Outline {
    /// One corner: an arc around `center` whose signed `radius` is positive when it bulges
    /// outward (convex) and negative when it bites in (concave).
    struct Corner {
      var center: Vector
      var radius: Double
      var isConvex: Bool
    }

    /// The corners in order, clockwise on screen.
    var corners: [Corner]

    /// The outline through `corners`.
    init(corners: [Corner]) { self.corners = corners }

    /// A polygon through `points` (clockwise on screen) whose corners are rounded by `radii`
    /// (one each, in design units; 0 for a sharp corner).
    init(polygon points: [Vector], radii: [Double]) {
      let count = points.count
      corners = points.indices.map { index in
        let point = points[index]
        let incoming = (point - points[(index + count - 1) % count]).normalized
        let outgoing = (points[(index + 1) % count] - point).normalized
        let turn = incoming.cross(outgoing)
        let isConvex = turn > 1e-12 || (abs(turn) <= 1e-12 && incoming.dot(outgoing) < 0)
        let radius = radii[index]
        guard radius > 0 else { return Corner(center: point, radius: 0, isConvex: isConvex) }
        // The centre sits where both edges, moved `radius` towards it, cross.
        let (a, b) = (incoming.outward, outgoing.outward)
        let toward = isConvex ? -radius : radius
        return Corner(
          center: point + (a + b) * (toward / (1 + a.dot(b))),
          radius: isConvex ? radius : -radius, isConvex: isConvex)
      }
    }

    /// The open polyline through `points` traced there and back, every corner a point: moved
    /// outward by half a line width, it is the outline of a stroke along the polyline with round
    /// caps and round joins.
    init(polyline points: [Vector]) {
      self.init(
        polygon: points + points.reversed().dropFirst().dropLast(),
        radii: [Double](repeating: 0, count: 2 * points.count - 2))
    }

    /// One piece of the offset outline: an arc, or a corner where two edges meet.
    enum Piece {
      case arc(center: Vector, radius: Double, start: Double, sweep: Double)
      case point(Vector)

      /// Where the piece starts, in design units.
      var start: Vector {
        switch self {
        case .arc(let center, let radius, let start, _): center + Vector(angle: start) * radius
        case .point(let point): point
        }
      }

      /// The same piece traced the other way.
      var reversed: Piece {
        switch self {
        case .arc(let center, let radius, let start, let sweep):
          .arc(center: center, radius: radius, start: start + sweep, sweep: -sweep)
        case .point: self
        }
      }
    }

    /// The pieces of the outline moved `offset` design units outward (negative: inward).
    func pieces(offset: Double) -> [Piece] {
      let count = corners.count
      let radii = corners.map { $0.radius + offset }
      // The outward normal of each edge, from corner i to corner i + 1.
      let normals: [Vector] = corners.indices.map { index in
        let next = (index + 1) % count
        let gap = corners[next].center - corners[index].center
        let along = gap.normalized
        let ratio = -(radii[next] - radii[index]) / gap.length
        return along * ratio + along.outward * max(0, 1 - ratio * ratio).squareRoot()
      }
      return corners.indices.map { index in
        let corner = corners[index]
        let radius = radii[index]
        let (before, after) = (normals[(index + count - 1) % count], normals[index])
        guard corner.isConvex ? radius >= 0 : radius <= 0 else {
          // The corner has shrunk past a point: its edges meet.
          return .point(corner.center + (before + after) * (radius / (1 + before.dot(after))))
        }
        guard radius != 0 else { return .point(corner.center) }
        var sweep = atan2(before.cross(after), before.dot(after))
        if corner.isConvex, sweep <= 0 { sweep += 2 * Double.pi }
        if !corner.isConvex, sweep >= 0 { sweep -= 2 * Double.pi }
        return .arc(
          center: corner.center, radius: abs(radius), start: (before * radius).angle,
          sweep: sweep)
      }
    }

    /// The outline moved `offset` design units outward, traced clockwise on screen (or
    /// counterclockwise when `reversed`, to cut a hole), as a closed subpath of `path`.
    func add(to path: inout Path, offset: Double = 0, reversed: Bool = false, in design: Design) {
      var pieces = self.pieces(offset: offset)
      if reversed { pieces = pieces.reversed().map(\.reversed) }
      for (index, piece) in pieces.enumerated() {
        let start = design.point(piece.start)
        if index == 0 { path.move(to: start) } else { path.addLine(to: start) }
        if case .arc(let center, let radius, let start, let sweep) = piece {
          path.addArc(center: center, radius: radius, start: start, sweep: sweep, in: design)
        }
      }
      path.closeSubpath()
    }

    /// The outline moved `offset` design units outward, as a path of its own.
    func path(offset: Double = 0, in design: Design) -> Path {
      var path = Path()
      add(to: &path, offset: offset, in: design)
      return path
    }

    /// The outline moved `offset` design units outward as a polygon, its arcs sampled every
    /// `step` radians at most, clockwise on screen.
    func polygon(offset: Double = 0, step: Double = Double.pi / 24) -> [Vector] {
      pieces(offset: offset).flatMap { piece -> [Vector] in
        guard case .arc(let center, let radius, let start, let sweep) = piece else {
          return [piece.start]
        }
        let count = max(1, Int((abs(sweep) / step).rounded(.up)))
        return (0...count).map {
          center + Vector(angle: start + sweep * Double($0) / Double(count)) * radius
        }
      }
    }
  }
}
