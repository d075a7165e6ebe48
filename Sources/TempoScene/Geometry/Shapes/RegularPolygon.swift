import Foundation

/// A regular polygon, centred, a corner straight up.
public struct RegularPolygon: SceneShape, Hashable {
  /// The number of corners (at least 3; fewer draws nothing).
  public var sides: Int

  /// Creates a polygon with `sides` corners.
  public init(sides: Int) {
    self.sides = sides
  }

  /// The polygon with its corners on the circle of radius min(width, height)/2 centred in `rect`.
  public func path(in rect: CGRect) -> Path { Path(polygonIn: rect, sides: sides) }
}
