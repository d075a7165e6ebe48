import TempoScene

/// Light or dark appearance (SwiftUI's `ColorScheme`); TempoUI's default is dark, as the seed's.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// Dark text on a light background.
  case light
  /// Light text on a black background.
  case dark
}
