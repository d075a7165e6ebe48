/// How the lines of a multi-line text line up with each other (SwiftUI's `TextAlignment`).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// Lines start at the text's leading (left) edge.
  case leading
  /// Lines are centred in the text's width.
  case center
  /// Lines end at the text's trailing (right) edge.
  case trailing

  /// The x offset, in points, of a line `lineWidth` wide in a text `width` wide.
  public func offset(ofLine lineWidth: Double, in width: Double) -> Double {
    switch self {
    case .leading: 0
    case .center: (width - lineWidth) / 2
    case .trailing: width - lineWidth
    }
  }
}
