import Foundation

/// The built-in outlines a ``ShapeNode`` draws in its frame, with the node's animated corner
/// radius; each stands for a ``SceneShape`` value (see ``shape(cornerRadius:)``).
public enum ShapeKind: Hashable, Sendable {
  /// The frame's rectangle, with the node's corner radius (circular corners) if it has one.
  case rectangle
  /// The frame's rectangle with the node's corner radius and the given corner style.
  case roundedRectangle(style: RoundedCornerStyle = .circular)
  /// A rectangle whose shorter sides are half circles.
  case capsule
  /// The ellipse inscribed in the frame.
  case ellipse
  /// A regular star with `points` tips, centred, tip up; inner corners at `innerRadiusRatio` of
  /// the tips' radius (0.382 gives a regular pentagram's proportions).
  case star(points: Int = 5, innerRadiusRatio: Double = 0.382)
  /// A regular polygon with `sides` corners, centred, a corner up.
  case polygon(sides: Int)
  /// A path in the frame's local points (its origin at the content's top-left), drawn as is.
  case path(Path)

  /// The outline for a frame of `rect` local points and a corner radius in points.
  public func path(in rect: CGRect, cornerRadius: Double) -> Path {
    shape(cornerRadius: cornerRadius).path(in: rect)
  }

  /// Whether the outline follows the node's corner radius (the rectangles); other kinds ignore
  /// it.
  package var hasCorners: Bool {
    switch self {
    case .rectangle, .roundedRectangle: true
    case .capsule, .ellipse, .star, .polygon, .path: false
    }
  }

  /// The ``SceneShape`` value this kind stands for, with `cornerRadius` points on its corners
  /// where it has corners to round (rectangle, rounded rectangle).
  public func shape(cornerRadius: Double) -> any SceneShape {
    switch self {
    case .rectangle:
      cornerRadius > 0 ? RoundedRectangleShape(cornerRadius: cornerRadius) : RectangleShape()
    case .roundedRectangle(let style):
      RoundedRectangleShape(cornerRadius: cornerRadius, style: style)
    case .capsule:
      CapsuleShape()
    case .ellipse:
      EllipseShape()
    case .star(let points, let ratio):
      Star(points: points, innerRadiusRatio: ratio)
    case .polygon(let sides):
      RegularPolygon(sides: sides)
    case .path(let path):
      OffsetPath(path: path)
    }
  }
}
