/// Triangles ready for SDL_RenderGeometry: three indices per triangle into `vertices`.
package struct TriangleMesh: Sendable {
  /// The vertices, in device pixels with a coverage each.
  package var vertices: [MeshVertex]
  /// Three indices into ``vertices`` per triangle; the winding of a triangle carries no meaning.
  package var indices: [Int32]

  /// Creates a mesh from its vertices and triangle indices.
  package init(vertices: [MeshVertex] = [], indices: [Int32] = []) {
    (self.vertices, self.indices) = (vertices, indices)
  }

  /// Whether the mesh has no triangles to draw.
  package var isEmpty: Bool { indices.isEmpty }

  /// The number of triangles (a third of the index count).
  package var triangleCount: Int { indices.count / 3 }

  /// Appends the triangles of `other`, shifting its indices past this mesh's vertices.
  package mutating func append(_ other: TriangleMesh) {
    let base = Int32(vertices.count)
    vertices.append(contentsOf: other.vertices)
    indices.reserveCapacity(indices.count + other.indices.count)
    for index in other.indices { indices.append(index + base) }
  }
}
