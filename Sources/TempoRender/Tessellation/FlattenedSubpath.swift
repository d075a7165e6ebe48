/// An internal polyline made from one subpath of a ``Path``, in device pixels.
struct FlattenedSubpath: Sendable {
  /// The points in order; consecutive points are distinct, and a closed subpath does not repeat
  /// its first point at the end.
  var points: [TessPoint]
  /// Whether the subpath ended with `closeSubpath` (a stroke joins its ends; a fill always closes).
  var isClosed: Bool
}
