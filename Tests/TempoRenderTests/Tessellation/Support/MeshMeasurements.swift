import TempoRender

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

  /// The coverage at (`x`, `y`) summed over every triangle containing it (barycentric); a point
  /// on an edge shared by two triangles counts once.
  func coverage(atX x: Double, y: Double) -> Double {
    var total = 0.0
    for t in 0..<triangleCount {
      let p = triangle(t)
      if let w = Self.weights(x: x, y: y, p) { total += w.0 * p[0].c + w.1 * p[1].c + w.2 * p[2].c }
    }
    return total
  }

  /// Whether any triangle contains (`x`, `y`), even at coverage 0.
  func touches(x: Double, y: Double) -> Bool {
    (0..<triangleCount).contains { Self.weights(x: x, y: y, triangle($0)) != nil }
  }

  /// The barycentric weights of (`x`, `y`) in triangle `p`, or `nil` outside it. Points on an
  /// edge belong to the triangle only if, walking the edge with the interior on the left, the
  /// walk goes down the y axis, or along +x on a horizontal edge (a top-left rule), so the two
  /// triangles sharing an edge never both claim a point on it.
  static func weights(x: Double, y: Double, _ p: [(x: Double, y: Double, c: Double)])
    -> (Double, Double, Double)?
  {
    let area = (p[1].x - p[0].x) * (p[2].y - p[0].y) - (p[2].x - p[0].x) * (p[1].y - p[0].y)
    guard area != 0 else { return nil }
    let order = area > 0 ? [0, 1, 2] : [0, 2, 1]
    var w = [0.0, 0.0, 0.0]
    for k in 0..<3 {
      let a = p[order[k]]
      let b = p[order[(k + 1) % 3]]
      let edge = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x)
      let owned = b.y < a.y || (b.y == a.y && b.x > a.x)
      if edge < 0 || (edge == 0 && !owned) { return nil }
      w[order[(k + 2) % 3]] = edge / abs(area)
    }
    return (w[0], w[1], w[2])
  }
}
