import TempoSDL

/// Test helpers: exact integrals and point queries over a ``TriangleMesh``.
extension TriangleMesh {
  /// The corners of triangle `t` as (x, y, coverage) in Double.
  func triangle(_ t: Int) -> [(x: Double, y: Double, c: Double)] {
    (0..<3).map {
      let v = vertices[Int(indices[3 * t + $0])]
      return (Double(v.x), Double(v.y), Double(v.coverage))
    }
  }

  /// The signed area of triangle `t`, in square pixels.
  func signedArea(ofTriangle t: Int) -> Double {
    let p = triangle(t)
    return ((p[1].x - p[0].x) * (p[2].y - p[0].y) - (p[2].x - p[0].x) * (p[1].y - p[0].y)) / 2
  }

  /// The integral of the coverage over the mesh, in square pixels: for a linear function on a
  /// triangle, its area times the mean of the corner values.
  var coverageWeightedArea: Double {
    (0..<triangleCount).reduce(0) { sum, t in
      let p = triangle(t)
      return sum + abs(signedArea(ofTriangle: t)) * (p[0].c + p[1].c + p[2].c) / 3
    }
  }

  /// The indices of the triangles whose three corners all have full coverage.
  var interiorTriangles: [Int] {
    (0..<triangleCount).filter { t in triangle(t).allSatisfy { $0.c == 1 } }
  }

  /// The area of the full-coverage triangles, in square pixels.
  var interiorArea: Double {
    interiorTriangles.reduce(0) { $0 + abs(signedArea(ofTriangle: $1)) }
  }

  /// The coverage at (`x`, `y`) summed over every triangle containing it (barycentric).
  func coverage(atX x: Double, y: Double) -> Double {
    var total = 0.0
    for t in 0..<triangleCount {
      let p = triangle(t)
      let d = (p[1].y - p[2].y) * (p[0].x - p[2].x) + (p[2].x - p[1].x) * (p[0].y - p[2].y)
      guard abs(d) > 1e-12 else { continue }
      let l0 = ((p[1].y - p[2].y) * (x - p[2].x) + (p[2].x - p[1].x) * (y - p[2].y)) / d
      let l1 = ((p[2].y - p[0].y) * (x - p[2].x) + (p[0].x - p[2].x) * (y - p[2].y)) / d
      let l2 = 1 - l0 - l1
      let e = -1e-9
      if l0 >= e, l1 >= e, l2 >= e { total += l0 * p[0].c + l1 * p[1].c + l2 * p[2].c }
    }
    return total
  }

  /// Whether any triangle contains (`x`, `y`), even at coverage 0.
  func touches(x: Double, y: Double) -> Bool {
    for t in 0..<triangleCount {
      let p = triangle(t)
      let d = (p[1].y - p[2].y) * (p[0].x - p[2].x) + (p[2].x - p[1].x) * (p[0].y - p[2].y)
      guard abs(d) > 1e-12 else { continue }
      let l0 = ((p[1].y - p[2].y) * (x - p[2].x) + (p[2].x - p[1].x) * (y - p[2].y)) / d
      let l1 = ((p[2].y - p[0].y) * (x - p[2].x) + (p[0].x - p[2].x) * (y - p[2].y)) / d
      if l0 >= 0, l1 >= 0, 1 - l0 - l1 >= 0 { return true }
    }
    return false
  }
}
