/// Internal: fills flattened subpaths with an interior at full coverage and a one-pixel fringe.
///
/// Each outer contour is triangulated together with its holes by ``HoleBridger`` and
/// ``EarClipper`` on the exact outline; the same triangles are then drawn with their corners
/// inset by half a pixel (at the corner's miter, clamped to ``Tessellator/miterLimit``), and a
/// fringe strip runs from those inset corners to corners outset by half a pixel at coverage 0.
enum FillTessellator {
  /// The distance, in pixels, the fringe reaches outside the outline.
  static let fringeOutset = 0.5

  /// The mesh filling `subpaths` (each closed) under the non-zero rule (see ``Tessellator``).
  static func fill(_ subpaths: [FlattenedSubpath]) -> TriangleMesh {
    let contours = subpaths.compactMap { FillContour($0.points) }
    guard !contours.isEmpty else { return TriangleMesh() }
    var mesh = TriangleMesh()
    let vertexEstimate = contours.reduce(0) { $0 + 3 * $1.points.count }
    mesh.reserve(vertices: vertexEstimate, triangles: vertexEstimate)
    for group in groups(contours) { add(group, to: &mesh) }
    return mesh
  }

  /// The contours gathered into regions: an outer contour (positive area) followed by its
  /// holes (negative area), each a contour of opposite direction directly inside it.
  static func groups(_ contours: [FillContour]) -> [[FillContour]] {
    if contours.count == 1 {
      return [[contours[0].signedArea > 0 ? contours[0] : contours[0].reversed()]]
    }
    let order = contours.indices.sorted {
      abs(contours[$0].signedArea) > abs(contours[$1].signedArea)
    }
    var groupOf = [Int?](repeating: nil, count: contours.count)  // group index of an outer
    var result: [[FillContour]] = []
    for (rank, index) in order.enumerated() {
      let contour = contours[index]
      // The smallest larger contour holding this one's first corner.
      var container: Int?
      for larger in order[..<rank].reversed() where contours[larger].contains(contour.points[0]) {
        container = larger
        break
      }
      if let container, let group = groupOf[container],
        (contours[container].signedArea > 0) != (contour.signedArea > 0)
      {
        let flip = contours[container].signedArea < 0
        result[group].append(flip ? contour.reversed() : contour)
      } else {
        groupOf[index] = result.count
        result.append([contour.signedArea > 0 ? contour : contour.reversed()])
      }
    }
    return result
  }

  /// Appends the interior and fringe of one region (outer contour first, then its holes).
  static func add(_ group: [FillContour], to mesh: inout TriangleMesh) {
    let area = group.reduce(0) { $0 + $1.signedArea }
    let perimeter = group.reduce(0) { $0 + $1.perimeter }
    guard area > 0, perimeter > 0 else { return }
    // 2·area/perimeter is the inradius of a tangential polygon (circle, square) and about the
    // width of a thin sliver; insetting by half of it never turns the region inside out. Below
    // half a pixel of inset, the interior coverage drops so that the coverage summed over the
    // mesh, c·(A + P·(0.5 − inset)/2), still equals the area A.
    let inset = min(fringeOutset, area / perimeter)
    let coverage = area / (area + perimeter * (fringeOutset - inset) / 2)

    let base = Int32(mesh.vertices.count)
    var positions: [TessPoint] = []
    positions.reserveCapacity(group.reduce(0) { $0 + $1.points.count })
    var rings: [[Int]] = []
    for contour in group {
      let start = positions.count
      for (i, point) in contour.points.enumerated() {
        let corner = Corner(contour.points, at: i)
        _ = mesh.addVertex(point - corner.offset(inset), coverage: coverage)
      }
      positions.append(contentsOf: contour.points)
      rings.append(Array(start..<positions.count))
    }
    let ring =
      rings.count == 1
      ? rings[0]
      : HoleBridger.merge(
        outer: rings[0], holes: Array(rings.dropFirst()), positions: positions)
    EarClipper.triangulate(ring: ring, positions: positions, base: base, into: &mesh.indices)

    var contourStart = base
    for contour in group {
      addFringe(contour.points, innerStart: contourStart, to: &mesh)
      contourStart += Int32(contour.points.count)
    }
  }

  /// Appends the fringe of one closed contour whose inset corners are the vertices from
  /// `innerStart` on.
  static func addFringe(_ points: [TessPoint], innerStart: Int32, to mesh: inout TriangleMesh) {
    let n = points.count
    var firstOuter: Int32 = 0
    var previousOuter: Int32 = 0
    for i in 0..<n {
      let corner = Corner(points, at: i)
      let inner = innerStart + Int32(i)
      let entering: Int32
      let leaving: Int32
      if corner.isBevelled(outside: true) {
        entering = mesh.addVertex(points[i] + corner.incomingNormal * fringeOutset, coverage: 0)
        leaving = mesh.addVertex(points[i] + corner.outgoingNormal * fringeOutset, coverage: 0)
        mesh.addTriangle(inner, entering, leaving)
      } else {
        entering = mesh.addVertex(points[i] + corner.offset(fringeOutset), coverage: 0)
        leaving = entering
      }
      if i == 0 {
        firstOuter = entering
      } else {
        mesh.addQuad(inner - 1, previousOuter, entering, inner)
      }
      previousOuter = leaving
    }
    mesh.addQuad(innerStart + Int32(n - 1), previousOuter, firstOuter, innerStart)
  }
}
