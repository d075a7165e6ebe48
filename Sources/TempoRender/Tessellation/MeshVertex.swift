/// A vertex of a tessellated mesh: position in device pixels, and coverage 0…1 (anti-aliasing alpha).
///
/// The coverage multiplies the colour's alpha when the mesh is drawn; it falls linearly from 1 to
/// 0 across the one-pixel fringe the ``Tessellator`` puts around every outline.
package struct MeshVertex: Hashable, Sendable {
  /// The horizontal position, in device pixels.
  package var x: Float
  /// The vertical position, in device pixels (y points down).
  package var y: Float
  /// The fraction of the colour's alpha drawn at this vertex, 0…1.
  package var coverage: Float

  /// Creates a vertex at (`x`, `y`) device pixels with `coverage` 0…1.
  package init(x: Float, y: Float, coverage: Float) {
    (self.x, self.y, self.coverage) = (x, y, coverage)
  }
}
