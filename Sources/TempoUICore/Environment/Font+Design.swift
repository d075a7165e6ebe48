extension Font {
  /// A font design (SwiftUI's `Font.Design`).
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
