import Foundation

/// A rectangle filling the rectangle it is drawn in.
public struct RectangleShape: SceneShape, Hashable {
  /// Creates a rectangle.
  public init() {}

  /// `rect` itself, clockwise from its top-left corner.
  public func path(in rect: CGRect) -> Path { Path(rect: rect) }
}
