import Foundation

extension StrokeTessellator {
  /// The end point of an open polyline at `index` (first or last), the unit vector pointing
  /// from it into the stroke, and the normal that keeps the sections' sides consistent.
  static func end(of points: [TessPoint], at index: Int)
    -> (point: TessPoint, inward: TessPoint, normal: TessPoint, segment: Double)
  {
    let isStart = index == 0
    let point = points[index]
    let segment = points[isStart ? 1 : index - 1] - point
    let inward = segment.normalized
    return (point, inward, isStart ? inward.perpendicular : -inward.perpendicular, segment.length)
  }

  /// Appends the butt cap at the first or last point of an open polyline: a row at coverage 0
  /// half a pixel beyond the end, joined to a full row half a pixel (at most half the segment)
  /// inside it. Returns the inside row as both sections.
  static func buttCap(
    _ points: [TessPoint], at index: Int, profile: Profile, to mesh: inout TriangleMesh
  ) -> (Section, Section) {
    let end = end(of: points, at: index)
    let inset = min(0.5, end.segment / 2)
    let outside = section(
      end.point - end.inward * 0.5, end.normal, profile: profile, coverage: 0, to: &mesh)
    let inside = section(end.point + end.inward * inset, end.normal, profile: profile, to: &mesh)
    if index == 0 {
      connect(outside, inside, in: &mesh)
    } else {
      connect(inside, outside, in: &mesh)
    }
    return (inside, inside)
  }

  /// Appends the round cap at the first or last point of an open polyline: a half disc of
  /// radius half the width about the end point, on the side away from the stroke. Returns the
  /// cross-section through the end point as both sections.
  static func roundCap(
    _ points: [TessPoint], at index: Int, profile: Profile, tolerance: Double,
    to mesh: inout TriangleMesh
  ) -> (Section, Section) {
    let end = end(of: points, at: index)
    let row = section(end.point, end.normal, profile: profile, to: &mesh)
    // Turning the normal by +90° gives the inward direction (y down), so the half turn that
    // passes outside the stroke runs the other way.
    let sweep = end.normal.rotated(by: .pi / 2).dot(end.inward) > 0 ? -Double.pi : Double.pi
    addArc(
      around: end.point, from: end.normal, sweep: sweep,
      start: (row.innerPlus, row.outerPlus), end: (row.innerMinus, row.outerMinus),
      profile: profile, tolerance: tolerance, to: &mesh)
    return (row, row)
  }

  /// Appends a fan about `centre`: core and fringe arcs from unit direction `from` turning by
  /// `sweep` radians (positive towards +y), between the given existing (core, fringe) vertex
  /// pairs, with chords within `tolerance` pixels of the fringe's arc.
  static func addArc(
    around centre: TessPoint, from: TessPoint, sweep: Double, start: (Int32, Int32),
    end: (Int32, Int32), profile: Profile, tolerance: Double, to mesh: inout TriangleMesh
  ) {
    let middle = mesh.addVertex(centre, coverage: profile.coverage)
    let steps = arcSteps(radius: profile.fringe, sweep: abs(sweep), tolerance: tolerance)
    var previous = start
    for step in 1...steps {
      let next: (Int32, Int32)
      if step == steps {
        next = end
      } else {
        let direction = from.rotated(by: sweep * Double(step) / Double(steps))
        next = (
          mesh.addVertex(centre + direction * profile.core, coverage: profile.coverage),
          mesh.addVertex(centre + direction * profile.fringe, coverage: 0)
        )
      }
      mesh.addTriangle(middle, previous.0, next.0)
      mesh.addQuad(previous.0, previous.1, next.1, next.0)
      previous = next
    }
  }

  /// The number of equal chords that keep an arc of `radius` pixels and `sweep` radians within
  /// `tolerance` pixels: each chord's angle δ satisfies radius·(1 − cos(δ/2)) ≤ tolerance.
  static func arcSteps(radius: Double, sweep: Double, tolerance: Double) -> Int {
    guard radius > tolerance, sweep.isFinite else { return 1 }
    let angle = 2 * acos(1 - tolerance / radius)
    return min(max(Int((sweep / angle).rounded(.up)), 1), 256)
  }
}
