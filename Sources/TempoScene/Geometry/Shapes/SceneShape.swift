import Foundation

/// A 2D outline that fits itself into a rectangle, as SwiftUI's `Shape` does (named apart from
/// TempoUI's `Shape`, the view).
///
/// Conform a value type to add a shape without editing the library, then draw it with
/// a ``ShapeNode``:
/// ```swift
/// struct Triangle: SceneShape {
///   func path(in rect: CGRect) -> Path {
///     var path = Path()
///     path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///     path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///     path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///     path.closeSubpath()
///     return path
///   }
/// }
/// ```
/// The built-in shapes are ``RectangleShape``, ``RoundedRectangleShape``, ``CapsuleShape``,
/// ``EllipseShape``, ``CircleShape``, ``Star``, ``RegularPolygon`` and ``Path`` itself.
public protocol SceneShape: Sendable {
  /// The outline of the shape in `rect` (local points, y down).
  func path(in rect: CGRect) -> Path
}
