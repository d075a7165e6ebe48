/// A colour emoji font with one bitmap strike (Noto Color Emoji's is 109 px), whose glyphs are
/// drawn scaled to the size of the text around them.
@MainActor
public final class EmojiFont {
  /// The font file's path.
  public let path: String
  /// The pixel size of the font's bitmap strike: the em its glyphs are drawn at, in pixels.
  public let strikePixelSize: Double
  /// The font opened at its strike.
  package let font: TTFFont

  /// Opens the colour bitmap font at `path` whose strike is `strikePixelSize` pixels (> 0);
  /// throws a ``TempoSDLError`` when it does not load.
  public init(path: String, strikePixelSize: Double) throws {
    guard strikePixelSize.isFinite, strikePixelSize >= 1, strikePixelSize <= 4096 else {
      throw TempoSDLError(
        .invalidSize, "could not open the emoji font \(path): strike size \(strikePixelSize)")
    }
    self.path = path
    self.strikePixelSize = strikePixelSize
    font = try TTFFont(path: path, pixelSize: Int(strikePixelSize.rounded()))
  }

  /// The system's colour emoji font, found through fontconfig (Noto Color Emoji on Debian's
  /// fonts-noto-color-emoji), or `nil` when none is installed.
  public static func system() -> EmojiFont? {
    guard let match = FontLocator.colorEmojiFont() else { return nil }
    return try? EmojiFont(path: match.path, strikePixelSize: match.strikePixelSize)
  }

  /// Whether the font has a glyph for `scalar`.
  func hasGlyph(_ scalar: Unicode.Scalar) -> Bool { font.hasGlyph(scalar) }

  /// Device pixels per strike pixel for text rasterised at `pixelSize` pixels.
  func scale(toPixelSize pixelSize: Int) -> Double {
    Double(pixelSize) / strikePixelSize
  }
}
