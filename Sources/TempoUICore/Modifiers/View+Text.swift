import TempoScene

extension View {
  /// Lines up the lines of wrapped text in this view: leading, centred or trailing.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    modified(.environment { $0.multilineTextAlignment = alignment })
  }

  /// Draws text in this view bold (`false`: in its font's weight).
  public func bold(_ isActive: Bool = true) -> some View {
    modified(.environment { $0.fontWeight = isActive ? .bold : nil })
  }

  /// Draws text in this view in `weight` (`nil`: its font's weight).
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    modified(.environment { $0.fontWeight = weight })
  }

  /// Shows at most `limit` lines of each text in this view (`nil`: no limit); a text cut
  /// short ends in "…".
  public func lineLimit(_ limit: Int?) -> some View {
    modified(.environment { $0.lineLimit = limit })
  }

  /// Asks for italic text in this view: accepted, not drawn (TempoUI's family has no italic
  /// face), so SwiftUI code that uses it runs unchanged.
  public func italic(_ isActive: Bool = true) -> some View { self }

  /// Asks for a font design in this view: accepted, drawn in TempoUI's sans-serif family.
  public func fontDesign(_ design: Font.Design?) -> some View { self }

  /// Asks for digits of one width in this view: accepted, drawn as the family draws them.
  public func monospacedDigit() -> some View { self }
}
