import TempoScene

/// Internal: strokes flattened subpaths with butt, square or round caps, miter, bevel or round
/// joins, dashes, and an anti-aliasing fringe.
///
/// Across the stroke every cross-section has four vertices, at offsets +f, +k, −k, −f from the
/// centre line (f = half width + 0.5 px at coverage 0, k = half width − 0.5 px at full
/// coverage), so the coverage integrates to the width across. A butt cap ends the full coverage
/// half a pixel before the end and the fringe half a pixel after it; a square cap is a butt cap
/// half the width further out; round caps and joins are fans of the same profile. A stroke
/// under one pixel is drawn one pixel wide with its coverage scaled by the width.
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

  /// The mesh stroking `subpaths` with `style`, whose width and dash lengths are already in
  /// device pixels; round parts keep within `tolerance` pixels of their arcs.
  static func stroke(_ subpaths: [FlattenedSubpath], style: StrokeStyle, tolerance: Double)
    -> TriangleMesh
  {
    let width = style.lineWidth
    let pieces = Dasher.dash(subpaths, pattern: style.dash, phase: style.dashPhase)
    var mesh = TriangleMesh()
    let pointCount = pieces.reduce(0) { $0 + $1.points.count }
    mesh.reserve(vertices: 9 * pointCount + 8, triangles: 10 * pointCount + 12)
    let half = max(width, 1) / 2
    for var subpath in pieces where subpath.points.count >= 2 {
      var profile = Profile(fringe: half + 0.5, core: half - 0.5, coverage: min(width, 1))
      if !subpath.isClosed {
        if style.lineCap == .square { subpath.points = extended(subpath.points, by: width / 2) }
        if style.lineCap != .round {
          // Caps shorter than a pixel in total still add a pixel of fringe; scale them down so
          // the coverage sums to about the true area: (length + 1)/2 becomes the length.
          var length = 0.0
          for i in 1..<subpath.points.count {
            length += (subpath.points[i] - subpath.points[i - 1]).length
          }
          if length < 1 { profile.coverage *= 2 * length / (length + 1) }
        }
      }
      add(subpath, style: style, profile: profile, tolerance: tolerance, to: &mesh)
    }
    return mesh
  }

  /// `points` with the first and last moved `distance` pixels outwards along their segments.
  static func extended(_ points: [TessPoint], by distance: Double) -> [TessPoint] {
    var result = points
    let n = points.count
    result[0] = points[0] + (points[0] - points[1]).normalized * distance
    result[n - 1] = points[n - 1] + (points[n - 1] - points[n - 2]).normalized * distance
    return result
  }

  /// Appends the stroke of one polyline.
  static func add(
    _ subpath: FlattenedSubpath, style: StrokeStyle, profile: Profile, tolerance: Double,
    to mesh: inout TriangleMesh
  ) {
    let points = subpath.points
    let n = points.count
    let closed = subpath.isClosed && n >= 3
    var firstArrive: Section?
    var previousLeave: Section?
    for i in 0..<n {
      let (arrive, leave): (Section, Section)
      if !closed && (i == 0 || i == n - 1) {
        (arrive, leave) =
          style.lineCap == .round
          ? roundCap(points, at: i, profile: profile, tolerance: tolerance, to: &mesh)
          : buttCap(points, at: i, profile: profile, to: &mesh)
      } else {
        let corner = Corner(
          previous: points[i == 0 ? n - 1 : i - 1], point: points[i],
          next: points[i == n - 1 ? 0 : i + 1])
        (arrive, leave) = join(
          points[i], corner, style: style, profile: profile, tolerance: tolerance, to: &mesh)
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
}
