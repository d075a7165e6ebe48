import TempoScene

extension View {
  /// Lines up the lines of wrapped text in this view: leading, centred or trailing.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    modified(.environment { $0.multilineTextAlignment = alignment })
  }

  /// Shows at most `limit` lines of each text in this view (`nil`: no limit); a text cut
  /// short ends in "…".
  public func lineLimit(_ limit: Int?) -> some View {
    modified(.environment { $0.lineLimit = limit })
  }
}
