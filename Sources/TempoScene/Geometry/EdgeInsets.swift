/// Distances in points inward from each side of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
  /// From the top side.
  public var top: Double
  /// From the left side.
  public var leading: Double
  /// From the bottom side.
  public var bottom: Double
  /// From the right side.
  public var trailing: Double

  /// Creates insets; each defaults to 0.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  /// The same inset on every side.
  public init(all inset: Double) {
    self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
  }

  /// The sum of the left and right insets.
  public var horizontal: Double { leading + trailing }
  /// The sum of the top and bottom insets.
  public var vertical: Double { top + bottom }
}
