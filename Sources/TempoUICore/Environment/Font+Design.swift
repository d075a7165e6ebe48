extension Font {
  /// A font design (SwiftUI's `Font.Design`): kept with the font, drawn in TempoUI's one
  /// sans-serif family.
  public enum Design: Hashable, Sendable {
    /// The system's default design.
    case `default`
    /// A design with serifs.
    case serif
    /// A design with rounded ends.
    case rounded
    /// A design whose characters are all as wide.
    case monospaced
  }
}
