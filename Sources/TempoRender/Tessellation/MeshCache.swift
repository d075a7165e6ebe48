import TempoScene

/// The meshes of recent frames, so that a shape which does not move is not tessellated again.
///
/// Two generations: a mesh used in this frame or the previous one is reused; at the end of a
/// frame the meshes the frame did not use are dropped, so memory stays bounded by two frames.
@MainActor
package final class MeshCache {
  /// What a mesh is made from: the outline, where it is drawn, and a stroke's style (nil: fill).
  package struct Key: Hashable {
    /// The outline, in points.
    package var path: Path
    /// Maps the outline to device pixels.
    package var transform: AffineTransform2D
    /// The stroke's style, or `nil` for a fill.
    package var stroke: StrokeStyle?

    /// The key of `path` drawn through `transform`, filled (`stroke` nil) or stroked.
    package init(path: Path, transform: AffineTransform2D, stroke: StrokeStyle? = nil) {
      (self.path, self.transform, self.stroke) = (path, transform, stroke)
    }
  }

  private let meshes = FrameCache<Key, TriangleMesh>()

  /// Creates an empty cache.
  package init() {}

  /// The mesh for `key`, made with `make` unless this frame or the previous one made it.
  package func mesh(for key: Key, make: () -> TriangleMesh) -> TriangleMesh {
    meshes.value(for: key, make: make) ?? make()
  }

  /// Ends a frame: what it used is kept for the next; everything older is dropped.
  package func endFrame() { meshes.endFrame() }

  /// The number of meshes kept for the next frame.
  package var count: Int { meshes.count }
}
