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

  /// Draws text in this view italic (`false`: as its font asks).
  public func italic(_ isActive: Bool = true) -> some View {
    modified(.environment { $0.isItalic = isActive })
  }

  /// Draws text in this view in `design` (`nil`: its font's design).
  public func fontDesign(_ design: Font.Design?) -> some View {
    modified(.environment { $0.fontDesign = design })
  }

  /// Draws the digits of text in this view all one advance wide (tabular figures).
  public func monospacedDigit() -> some View {
    modified(.environment { $0.hasMonospacedDigits = true })
  }
}
