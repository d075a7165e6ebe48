/// The SF Symbol names TempoUI draws from the Material Icons font (internal): SF Symbols are
/// Apple's, so `Image(systemName:)` draws each name here as the nearest glyph of Google's
/// Material Icons (Apache 2.0; Debian's `fonts-material-design-icons-iconfont`).
///
/// 631 names, in six tables by subject (``arrows``, ``marks``, ``media``, ``communication``,
/// ``objects``, ``nature``). A name ending in `.fill` gets the filled glyph; the name without
/// it gets the set's outlined glyph where the font has one (its `_outline`, `_border` or `_none`
/// names: `bookmark` → `bookmark_border`, `trash` → `delete_outline`), else the same
/// filled glyph (`house` and `house.fill` both draw `home`). Tempo's own vector symbols
/// (``Symbol/names``: `star`, `star.fill`, `heart`, `chevron.left`, …) are drawn before this
/// map is asked, so none of their names is in it. A glyph is drawn as text is: its em square
/// is the symbol's frame, tinted by the foreground style.
enum SymbolNameMap {
  /// One name: the SF Symbol name, the Material Icons name drawn for it, and that glyph's code
  /// point in the font.
  struct Entry: Sendable {
    /// The SF Symbol name (`gear`).
    let name: String
    /// The Material Icons name (`settings`).
    let materialName: String
    /// The glyph's code point in the Material Icons font.
    let codePoint: UInt32

    init(_ name: String, _ materialName: String, _ codePoint: UInt32) {
      (self.name, self.materialName, self.codePoint) = (name, materialName, codePoint)
    }
  }

  /// Every entry, table by table.
  static let entries: [Entry] = arrows + marks + media + communication + objects + nature

  /// The code point of each name.
  private static let codePoints: [String: UInt32] = Dictionary(
    entries.map { ($0.name, $0.codePoint) }, uniquingKeysWith: { first, _ in first })

  /// The Material Icons code point drawn for the SF Symbol `name`, or `nil` when unmapped.
  static func codePoint(for name: String) -> UInt32? { codePoints[name] }
}
