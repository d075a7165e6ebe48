import Foundation

/// Field-by-field equality of Foundation's geometry types, inlined: the hot paths of a frame
/// compare rectangles and sizes per node, and corelibs Foundation's `==` is an opaque call of
/// about 50 instructions.
extension CGRect {
  /// Whether the two rectangles have the same origin and size, field by field (not
  /// standardised: a rectangle of negative width differs from its flipped twin).
  @inline(__always)
  package func isIdentical(to other: CGRect) -> Bool {
    origin.x == other.origin.x && origin.y == other.origin.y
      && size.width == other.size.width && size.height == other.size.height
  }
}

extension CGSize {
  /// Whether the two sizes have the same width and height.
  @inline(__always)
  package func isIdentical(to other: CGSize) -> Bool {
    width == other.width && height == other.height
  }
}
