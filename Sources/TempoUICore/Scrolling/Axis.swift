/// A direction of layout or scrolling (SwiftUI's `Axis`).
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int8

    /// Axes of `rawValue`'s bits.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}
