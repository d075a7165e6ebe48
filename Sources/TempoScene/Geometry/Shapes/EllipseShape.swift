import Foundation

/// The ellipse inscribed in the rectangle it is drawn in.
public struct EllipseShape: SceneShape, Hashable {
  /// Creates an ellipse.
  public init() {}

  /// The ellipse touching the four sides of `rect`.
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
