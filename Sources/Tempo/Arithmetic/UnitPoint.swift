/// A point in a normalised 2D space: (0, 0) is the top-leading corner, (1, 1) the bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
  /// The horizontal position, as a fraction of the width.
  public var x: CGFloat
  /// The vertical position, as a fraction of the height.
  public var y: CGFloat

  /// The top-leading point.
  public init() { (x, y) = (0, 0) }
  /// Creates a unit point at the given fractions of the width and height.
  public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }

  /// (0, 0).
  public static let zero = UnitPoint(x: 0, y: 0)
  /// (0.5, 0.5).
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// (0, 0.5).
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// (1, 0.5).
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// (0.5, 0).
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// (0.5, 1).
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// (0, 0).
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// (1, 0).
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// (0, 1).
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// (1, 1).
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension UnitPoint: Animatable {
  /// `x` and `y` × 128, so that springs' absolute rest thresholds suit the unit range.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x * 128, y * 128) }
    set { (x, y) = (newValue.first / 128, newValue.second / 128) }
  }
}
