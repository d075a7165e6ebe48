/// The meshes of recent frames, so that a shape which does not move is not tessellated again.
///
/// Two generations: a mesh used in this frame or the previous one is reused; at the end of a
/// frame the meshes the frame did not use are dropped, so memory stays bounded by two frames.
@MainActor
final class MeshCache {
  /// What a mesh is made from: the outline, where it is drawn, and a stroke's style (nil: fill).
  struct Key: Hashable {
    var path: Path
    var transform: AffineTransform2D
    var stroke: StrokeStyle? = nil
  }

  private var current: [Key: TriangleMesh] = [:]
  private var previous: [Key: TriangleMesh] = [:]

  /// The mesh for `key`, made with `make` unless this frame or the previous one made it.
  func mesh(for key: Key, make: () -> TriangleMesh) -> TriangleMesh {
    if let mesh = current[key] { return mesh }
    let mesh = previous.removeValue(forKey: key) ?? make()
    current[key] = mesh
    return mesh
  }

  /// Ends a frame: what it used is kept for the next; everything older is dropped.
  func endFrame() {
    previous = current
    current.removeAll(keepingCapacity: true)
  }

  /// The number of meshes kept for the next frame.
  var count: Int { previous.count + current.count }
}
