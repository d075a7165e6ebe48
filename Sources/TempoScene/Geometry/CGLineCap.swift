/// How a stroke ends at the open ends of a path (CoreGraphics' and SwiftUI's names).
public enum CGLineCap: Hashable, Sendable, CaseIterable {
  /// The stroke stops square at the end point.
  case butt
  /// The stroke ends in a half circle of diameter the line width, centred on the end point.
  case round
  /// The stroke ends square, half the line width beyond the end point.
  case square
}
