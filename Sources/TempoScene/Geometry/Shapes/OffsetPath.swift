import Foundation

/// A path drawn relative to the rectangle's origin: ``ShapeKind/path(_:)`` as a ``SceneShape``.
struct OffsetPath: SceneShape {
  /// The outline, its origin at the rectangle's top-left corner.
  var path: Path

  /// The path moved by the rectangle's origin.
  func path(in rect: CGRect) -> Path { path.translatedBy(x: rect.minX, y: rect.minY) }
}
