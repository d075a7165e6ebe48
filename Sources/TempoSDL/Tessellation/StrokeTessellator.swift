/// Internal: strokes flattened subpaths with butt caps, miter or bevel joins and a fringe.
///
/// Across the stroke every cross-section has four vertices, at offsets +f, +k, −k, −f from the
/// centre line (f = half width + 0.5 px at coverage 0, k = half width − 0.5 px at full
/// coverage), so the coverage integrates to the width across. A butt cap ends the full coverage
/// half a pixel before the end and the fringe half a pixel after it. A stroke under one pixel is
/// drawn one pixel wide with its coverage scaled by the width.
enum StrokeTessellator {
  /// The four vertex indices of one cross-section, from the normals' side (+f) to the other (−f).
  struct Section {
    /// The vertices at offsets +f, +k, −k, −f.
    var outerPlus: Int32, innerPlus: Int32, innerMinus: Int32, outerMinus: Int32
  }

  /// The offsets and coverage every cross-section of one stroke uses.
  struct Profile {
    /// The offset of the coverage-0 edge from the centre line, in pixels.
    var fringe: Double
    /// The offset of the full-coverage edge from the centre line, in pixels (≥ 0).
    var core: Double
    /// The coverage of the core, 0…1.
    var coverage: Double
  }

  /// The mesh stroking `subpaths` with `width` device pixels.
  static func stroke(_ subpaths: [FlattenedSubpath], width: Double) -> TriangleMesh {
    var mesh = TriangleMesh()
    let pointCount = subpaths.reduce(0) { $0 + $1.points.count }
    mesh.reserve(vertices: 9 * pointCount + 8, triangles: 10 * pointCount + 12)
    let half = max(width, 1) / 2
    for subpath in subpaths where subpath.points.count >= 2 {
      var profile = Profile(fringe: half + 0.5, core: half - 0.5, coverage: min(width, 1))
      if !subpath.isClosed {
        // Butt caps shorter than a pixel in total still add a pixel of fringe; scale them down
        // so the coverage sums to about the true area: (length + 1)/2 becomes the length.
        var length = 0.0
        for i in 1..<subpath.points.count {
          length += (subpath.points[i] - subpath.points[i - 1]).length
        }
        if length < 1 { profile.coverage *= 2 * length / (length + 1) }
      }
      add(subpath, profile: profile, to: &mesh)
    }
    return mesh
  }

  /// Appends the stroke of one polyline.
  static func add(_ subpath: FlattenedSubpath, profile: Profile, to mesh: inout TriangleMesh) {
    let points = subpath.points
    let n = points.count
    let closed = subpath.isClosed && n >= 3
    var firstArrive: Section?
    var previousLeave: Section?
    for i in 0..<n {
      let (arrive, leave): (Section, Section)
      if !closed && (i == 0 || i == n - 1) {
        (arrive, leave) = cap(points, at: i, profile: profile, to: &mesh)
      } else {
        let corner = Corner(
          previous: points[i == 0 ? n - 1 : i - 1], point: points[i],
          next: points[i == n - 1 ? 0 : i + 1])
        (arrive, leave) = join(points[i], corner, profile: profile, to: &mesh)
      }
      if let previousLeave { connect(previousLeave, arrive, in: &mesh) }
      if i == 0 { firstArrive = arrive }
      previousLeave = leave
    }
    if closed, let firstArrive, let previousLeave { connect(previousLeave, firstArrive, in: &mesh) }
  }

  /// Appends a cross-section through `point` along `normal` (scaled, e.g. a miter).
  static func section(
    _ point: TessPoint, _ normal: TessPoint, profile: Profile, coverage: Double? = nil,
    to mesh: inout TriangleMesh
  ) -> Section {
    let inner = coverage ?? profile.coverage
    let outer = coverage ?? 0
    return Section(
      outerPlus: mesh.addVertex(point + normal * profile.fringe, coverage: outer),
      innerPlus: mesh.addVertex(point + normal * profile.core, coverage: inner),
      innerMinus: mesh.addVertex(point - normal * profile.core, coverage: inner),
      outerMinus: mesh.addVertex(point - normal * profile.fringe, coverage: outer))
  }

  /// Appends the strip between two cross-sections.
  static func connect(_ from: Section, _ to: Section, in mesh: inout TriangleMesh) {
    mesh.addQuad(from.outerPlus, from.innerPlus, to.innerPlus, to.outerPlus)
    mesh.addQuad(from.innerPlus, from.innerMinus, to.innerMinus, to.innerPlus)
    mesh.addQuad(from.innerMinus, from.outerMinus, to.outerMinus, to.innerMinus)
  }

  /// Appends the butt cap at the first or last point of an open polyline: a row at coverage 0
  /// half a pixel beyond the end, joined to a full row half a pixel (at most half the segment)
  /// inside it. Returns the inside row as both sections.
  static func cap(
    _ points: [TessPoint], at index: Int, profile: Profile, to mesh: inout TriangleMesh
  ) -> (Section, Section) {
    let isStart = index == 0
    let end = points[index]
    let neighbour = points[isStart ? 1 : index - 1]
    let segment = neighbour - end  // points into the stroke
    let inward = segment.normalized
    let normal = isStart ? inward.perpendicular : -inward.perpendicular
    let inset = min(0.5, segment.length / 2)
    let outside = section(end - inward * 0.5, normal, profile: profile, coverage: 0, to: &mesh)
    let inside = section(end + inward * inset, normal, profile: profile, to: &mesh)
    if isStart { connect(outside, inside, in: &mesh) } else { connect(inside, outside, in: &mesh) }
    return (inside, inside)
  }

  /// Appends the join at `point`: one mitered cross-section, or, past the miter limit, one
  /// cross-section per edge with a bevel wedge filling the outside of the turn.
  static func join(
    _ point: TessPoint, _ corner: Corner, profile: Profile, to mesh: inout TriangleMesh
  ) -> (Section, Section) {
    if !corner.exceedsMiterLimit, let miter = corner.miter {
      let only = section(point, miter, profile: profile, to: &mesh)
      return (only, only)
    }
    let arrive = section(point, corner.incomingNormal, profile: profile, to: &mesh)
    let leave = section(point, corner.outgoingNormal, profile: profile, to: &mesh)
    let centre = mesh.addVertex(point, coverage: profile.coverage)
    if corner.turn >= 0 {
      mesh.addTriangle(centre, arrive.innerPlus, leave.innerPlus)
      mesh.addQuad(arrive.innerPlus, arrive.outerPlus, leave.outerPlus, leave.innerPlus)
    } else {
      mesh.addTriangle(centre, arrive.innerMinus, leave.innerMinus)
      mesh.addQuad(arrive.innerMinus, arrive.outerMinus, leave.outerMinus, leave.innerMinus)
    }
    return (arrive, leave)
  }
}
