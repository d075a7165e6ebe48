import CSDL2

extension Canvas {
  /// Draws a device-pixel mesh in `color`, its alpha × `opacity` × each vertex's coverage.
  ///
  /// Plain loops, not closures: in this main-actor method a closure per vertex would pay the
  /// Swift 6 runtime's actor-isolation check on every call.
  func drawMesh(_ mesh: TriangleMesh, color: Color, opacity: Double) {
    guard !mesh.indices.isEmpty, !mesh.vertices.isEmpty else { return }
    let base = ColorBytes.sdlColor(color, opacity: 1)
    let alpha = min(max(color.opacity * opacity, 0), 1)
    guard alpha > 0 else { return }
    var vertices: [SDL_Vertex] = []
    vertices.reserveCapacity(mesh.vertices.count)
    for vertex in mesh.vertices {
      vertices.append(
        SDL_Vertex(
          position: SDL_FPoint(x: vertex.x, y: vertex.y),
          color: SDL_Color(
            r: base.r, g: base.g, b: base.b,
            a: ColorBytes.byte(alpha * Double(min(max(vertex.coverage, 0), 1)))),
          tex_coord: SDL_FPoint(x: 0, y: 0)))
    }
    let count = Int32(vertices.count)
    var indices: [Int32] = []
    indices.reserveCapacity(mesh.indices.count)
    for index in mesh.indices where index >= 0 && index < count { indices.append(index) }
    guard indices.count >= 3 else { return }
    SDL_RenderGeometry(
      renderer.pointer, nil, vertices, count, indices, Int32(indices.count - indices.count % 3))
  }
}
