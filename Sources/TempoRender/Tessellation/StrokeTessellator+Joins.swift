import Foundation
import TempoScene

extension StrokeTessellator {
  /// Appends the join at `point` in `style`'s join: one mitered cross-section (a miter join
  /// within the miter limit), or one cross-section per edge with the outside of the turn filled
  /// by a bevel wedge or a round fan. Returns the sections arriving and leaving.
  static func join(
    _ point: TessPoint, _ corner: Corner, style: StrokeStyle, profile: Profile,
    tolerance: Double, to mesh: inout TriangleMesh
  ) -> (Section, Section) {
    if style.lineJoin == .miter, !corner.exceedsMiterLimit(style.miterLimit),
      let miter = corner.miter
    {
      let only = section(point, miter, profile: profile, to: &mesh)
      return (only, only)
    }
    let arrive = section(point, corner.incomingNormal, profile: profile, to: &mesh)
    let leave = section(point, corner.outgoingNormal, profile: profile, to: &mesh)
    let outsideIsPlus = corner.turn >= 0
    let start =
      outsideIsPlus ? (arrive.innerPlus, arrive.outerPlus) : (arrive.innerMinus, arrive.outerMinus)
    let end =
      outsideIsPlus ? (leave.innerPlus, leave.outerPlus) : (leave.innerMinus, leave.outerMinus)
    if style.lineJoin == .round {
      let from = outsideIsPlus ? corner.incomingNormal : -corner.incomingNormal
      let sweep = atan2(
        corner.incomingNormal.cross(corner.outgoingNormal),
        corner.incomingNormal.dot(corner.outgoingNormal))
      addArc(
        around: point, from: from, sweep: sweep, start: start, end: end, profile: profile,
        tolerance: tolerance, to: &mesh)
    } else {
      let centre = mesh.addVertex(point, coverage: profile.coverage)
      mesh.addTriangle(centre, start.0, end.0)
      mesh.addQuad(start.0, start.1, end.1, end.0)
    }
    return (arrive, leave)
  }
}
