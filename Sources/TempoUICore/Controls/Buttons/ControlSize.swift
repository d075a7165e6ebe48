import TempoScene

/// The size of controls (SwiftUI's `ControlSize`), set with `.controlSize(_:)`: bordered
/// buttons take more or less padding around their label.
public enum ControlSize: CaseIterable, Hashable, Sendable {
  /// The smallest.
  case mini
  /// Smaller than regular.
  case small
  /// The default.
  case regular
  /// Larger than regular.
  case large
  /// The largest.
  case extraLarge

  /// A bordered button's padding around its label, in points: (horizontal, vertical).
  /// TempoUI's choice: regular (12, 7) gives a 17-point body label iOS's 34-point-high
  /// bordered button; large (20, 14) its 50-point one.
  var borderedPadding: (horizontal: Double, vertical: Double) {
    switch self {
    case .mini: (6, 2)
    case .small: (10, 4)
    case .regular: (12, 7)
    case .large: (20, 14)
    case .extraLarge: (24, 17)
    }
  }

  /// A bordered button's corner radius for the automatic border shape, in points.
  var borderedCornerRadius: Double {
    switch self {
    case .mini, .small: 6
    case .regular: 8
    case .large: 12
    case .extraLarge: 14
    }
  }
}
