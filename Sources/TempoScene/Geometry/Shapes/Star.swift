import Foundation

/// A regular star, centred, its first tip straight up.
public struct Star: SceneShape, Hashable {
  /// The number of tips (at least 2; fewer draws nothing).
  public var points: Int
  /// The inner corners' distance from the centre as a fraction of the tips' (0.382 gives a
  /// regular pentagram's proportions).
  public var innerRadiusRatio: Double

  /// Creates a star with `points` tips and inner corners at `innerRadiusRatio` of the tips.
  public init(points: Int = 5, innerRadiusRatio: Double = 0.382) {
    self.points = points
    self.innerRadiusRatio = innerRadiusRatio
  }

  /// The star with its tips on the circle of radius min(width, height)/2 centred in `rect`.
  public func path(in rect: CGRect) -> Path {
    Path(starIn: rect, points: points, innerRadiusRatio: innerRadiusRatio)
  }
}
