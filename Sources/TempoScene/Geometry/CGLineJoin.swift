/// How a stroke turns a corner (CoreGraphics' and SwiftUI's names).
public enum CGLineJoin: Hashable, Sendable, CaseIterable {
  /// The outer edges meet in a point, bevelled instead when the point would reach further than
  /// the miter limit allows.
  case miter
  /// The outside of the corner is a circular arc of diameter the line width.
  case round
  /// The outside of the corner is cut straight across between the two edges' ends.
  case bevel
}
