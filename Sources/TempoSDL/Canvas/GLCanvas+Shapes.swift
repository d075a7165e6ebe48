import CSDL2
import Tempo
import TempoRender

extension GLCanvas {
  /// Draws a mesh moved by `offset` device pixels in `color`, its alpha × `opacity` × each
  /// vertex's coverage; a non-finite offset draws nothing (as a non-finite point does).
  ///
  /// The mesh joins the canvas's batch of solid meshes, drawn by one `SDL_RenderGeometry` call
  /// once the batch is full (``batchLimit``) or at the next ``flushMeshes()``: the triangles
  /// keep their order, so blending gives the same pixels as a call per mesh, and the driver
  /// does its per-call work (and allocations) once a batch instead of once a shape. Masks
  /// batched before the mesh (``drawMaskedFill(_:color:device:opacity:)``) are drawn first.
  /// Plain loops, not closures: in this main-actor method a closure per vertex would pay the
  /// Swift 6 runtime's actor-isolation check on every call.
  func drawMesh(_ mesh: TriangleMesh, offset: SIMD2<Double>, color: Color, opacity: Double) {
    guard !mesh.indices.isEmpty, !mesh.vertices.isEmpty, offset.x.isFinite, offset.y.isFinite
    else { return }
    flushMasks()
    if batchIndices.count >= Self.batchLimit { flushSolidMeshes() }
    let base = ColorBytes.sdlColor(color, opacity: 1)
    let alpha = min(max(color.opacity * opacity, 0), 1)
    guard alpha > 0 else { return }
    let first = Int32(batchVertices.count)
    let count = Int32(mesh.vertices.count)
    let indicesBefore = batchIndices.count
    for index in mesh.indices where index >= 0 && index < count {
      batchIndices.append(first + index)
    }
    // Whole triangles only, as SDL_RenderGeometry draws them.
    let added = batchIndices.count - indicesBefore
    batchIndices.removeLast(added % 3)
    guard added >= 3 else { return }
    for vertex in mesh.vertices {
      batchVertices.append(
        SDL_Vertex(
          position: SDL_FPoint(
            x: Float(Double(vertex.x) + offset.x), y: Float(Double(vertex.y) + offset.y)),
          color: SDL_Color(
            r: base.r, g: base.g, b: base.b,
            a: ColorBytes.byte(alpha * Double(min(max(vertex.coverage, 0), 1)))),
          tex_coord: SDL_FPoint(x: 0, y: 0)))
    }
  }

  /// How many indices (a third as many triangles) a batch collects before it is drawn: on
  /// llvmpipe, batches of 600–2,000 indices drew 1,000 and 10,000 shapes fastest, and one
  /// batch for a whole frame was slower than a call per shape.
  static let batchLimit = 1_024

  /// Draws the batches of solid meshes and masks (``drawMaskedFill(_:color:device:opacity:)``);
  /// call it before anything else is drawn, the clip changes, or the frame ends.
  func flushMeshes() {
    flushSolidMeshes()
    flushMasks()
  }

  /// Draws the batch of solid meshes and empties it (keeping its storage).
  func flushSolidMeshes() {
    guard !batchIndices.isEmpty else { return }
    SDL_RenderGeometry(
      renderer.pointer, nil, batchVertices, Int32(batchVertices.count), batchIndices,
      Int32(batchIndices.count))
    batchVertices.removeAll(keepingCapacity: true)
    batchIndices.removeAll(keepingCapacity: true)
  }
}
