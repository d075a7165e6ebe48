import CSDL2

extension Canvas {
  /// Draws a mesh moved by `offset` device pixels in `color`, its alpha × `opacity` × each
  /// vertex's coverage; a non-finite offset draws nothing (as a non-finite point does).
  ///
  /// Plain loops, not closures: in this main-actor method a closure per vertex would pay the
  /// Swift 6 runtime's actor-isolation check on every call. The vertex and index arrays are
  /// the canvas's, reused from mesh to mesh.
  func drawMesh(_ mesh: TriangleMesh, offset: SIMD2<Double>, color: Color, opacity: Double) {
    guard !mesh.indices.isEmpty, !mesh.vertices.isEmpty, offset.x.isFinite, offset.y.isFinite
    else { return }
    let base = ColorBytes.sdlColor(color, opacity: 1)
    let alpha = min(max(color.opacity * opacity, 0), 1)
    guard alpha > 0 else { return }
    vertexBuffer.removeAll(keepingCapacity: true)
    vertexBuffer.reserveCapacity(mesh.vertices.count)
    for vertex in mesh.vertices {
      vertexBuffer.append(
        SDL_Vertex(
          position: SDL_FPoint(
            x: Float(Double(vertex.x) + offset.x), y: Float(Double(vertex.y) + offset.y)),
          color: SDL_Color(
            r: base.r, g: base.g, b: base.b,
            a: ColorBytes.byte(alpha * Double(min(max(vertex.coverage, 0), 1)))),
          tex_coord: SDL_FPoint(x: 0, y: 0)))
    }
    let count = Int32(vertexBuffer.count)
    indexBuffer.removeAll(keepingCapacity: true)
    indexBuffer.reserveCapacity(mesh.indices.count)
    for index in mesh.indices where index >= 0 && index < count { indexBuffer.append(index) }
    guard indexBuffer.count >= 3 else { return }
    SDL_RenderGeometry(
      renderer.pointer, nil, vertexBuffer, count, indexBuffer,
      Int32(indexBuffer.count - indexBuffer.count % 3))
  }
}
