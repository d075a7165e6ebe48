/// The outline a ``ShapeNode`` draws in its frame.
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
    switch self {
    case .rectangle:
      cornerRadius > 0 ? Path(roundedRect: rect, cornerRadius: cornerRadius) : Path(rect: rect)
    case .roundedRectangle(let style):
      Path(roundedRect: rect, cornerRadius: cornerRadius, style: style)
    case .capsule:
      Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    case .ellipse:
      Path(ellipseIn: rect)
    case .star(let points, let ratio):
      Path(starIn: rect, points: points, innerRadiusRatio: ratio)
    case .polygon(let sides):
      Path(polygonIn: rect, sides: sides)
    case .path(let path):
      path.translatedBy(x: rect.minX, y: rect.minY)
    }
  }
}
