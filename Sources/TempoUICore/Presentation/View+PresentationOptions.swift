import TempoScene

/// A height a sheet can rest at (SwiftUI's `PresentationDetent`): accepted; TempoUI's sheets
/// rest at one height, 24 points below the window's top.
public struct PresentationDetent: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case medium, large, fraction(Double), height(Double)
  }
  private let kind: Kind

  /// About half the window.
  public static let medium = PresentationDetent(kind: .medium)
  /// The full height.
  public static let large = PresentationDetent(kind: .large)
  /// A fraction of the full height.
  public static func fraction(_ fraction: Double) -> PresentationDetent {
    PresentationDetent(kind: .fraction(fraction))
  }
  /// A height in points.
  public static func height(_ height: Double) -> PresentationDetent {
    PresentationDetent(kind: .height(height))
  }
}

// The options a sheet's content gives its presentation: TempoUI's sheets have one look and
// are lowered by their binding or `dismiss()` alone, so these are accepted and change nothing.
extension View {
  /// Sets the heights the sheet can rest at: accepted; the sheet keeps its one height.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

  /// Shows or hides the sheet's drag indicator: accepted; TempoUI draws none.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

  /// Keeps the sheet from being dismissed interactively: accepted (TempoUI's sheets are
  /// only dismissed by their binding or `dismiss()`).
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

  /// Sets the sheet's corner radius: accepted; TempoUI's cards have 10-point corners.
  public func presentationCornerRadius(_ cornerRadius: Double?) -> some View { self }
}

/// Whether a piece of interface shows (SwiftUI's `Visibility`).
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// The system decides.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
