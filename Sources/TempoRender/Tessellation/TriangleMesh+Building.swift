/// Internal building helpers the tessellators use to append vertices and triangles.
extension TriangleMesh {
  /// Appends a vertex at `point` (device pixels) with `coverage`, returning its index.
  @inline(__always)
  mutating func addVertex(_ point: TessPoint, coverage: Double) -> Int32 {
    vertices.append(MeshVertex(x: Float(point.x), y: Float(point.y), coverage: Float(coverage)))
    return Int32(vertices.count - 1)
  }

  /// Appends the triangle `a`, `b`, `c` (vertex indices).
  @inline(__always)
  mutating func addTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
    indices.append(a)
    indices.append(b)
    indices.append(c)
  }

  /// Appends the quad `a`, `b`, `c`, `d` (vertex indices in order around it) as two triangles.
  @inline(__always)
  mutating func addQuad(_ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32) {
    addTriangle(a, b, c)
    addTriangle(a, c, d)
  }

  /// Reserves room for `vertexCount` more vertices and `triangleCount` more triangles.
  mutating func reserve(vertices vertexCount: Int, triangles triangleCount: Int) {
    vertices.reserveCapacity(vertices.count + vertexCount)
    indices.reserveCapacity(indices.count + 3 * triangleCount)
  }
}
