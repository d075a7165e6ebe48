import Foundation

/// One font family's regular and bold files, opened at whatever pixel sizes are asked for, and
/// the colour emoji font that draws the emoji they lack.
@MainActor
public final class FontFace {
  /// The regular font file's path.
  public let path: String
  /// The bold font file's path (`nil`: bold is the regular file emboldened by SDL_ttf).
  public let boldPath: String?
  /// The colour emoji font for the emoji the family lacks (`nil`: they draw as missing glyphs).
  public let emoji: EmojiFont?
  /// Where the face's one-line warnings go (package: tests capture them); standard error.
  package var warn: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
  private var warnedAboutEmoji = false
  private var fonts: [Int: TTFFont] = [:]
  private var boldFonts: [Int: TTFFont] = [:]

  /// The most sizes kept open at once; beyond it the cache starts over.
  static let maximumOpenSizes = 48

  /// Uses the font file at `path`, `boldPath` for bold (`nil`: `path` emboldened) and `emoji`
  /// for the emoji they lack; opens the regular file once to check that it loads.
  public init(path: String, boldPath: String? = nil, emoji: EmojiFont? = nil) throws {
    self.path = path
    self.boldPath = boldPath
    self.emoji = emoji
    fonts[17] = try TTFFont(path: path, pixelSize: 17)
  }

  /// The system's sans-serif font and its bold variant found through fontconfig (DejaVu Sans
  /// and DejaVu Sans Bold on Debian), or the file at `overridePath` (emboldened for bold), with
  /// the system's colour emoji font (Noto Color Emoji) when there is one.
  public static func sansSerif(overridePath: String? = nil) throws -> FontFace {
    let emoji = EmojiFont.system()
    if let overridePath { return try FontFace(path: overridePath, emoji: emoji) }
    let regular = try FontLocator.fontFile(matching: "sans-serif")
    let bold = try? FontLocator.fontFile(matching: "sans-serif:bold")
    return try FontFace(path: regular, boldPath: bold == regular ? nil : bold, emoji: emoji)
  }

  /// Logs, once, that an emoji is drawn without a colour emoji font.
  func warnNoEmojiFont() {
    guard !warnedAboutEmoji else { return }
    warnedAboutEmoji = true
    warn(
      "TempoSDL: no colour emoji font, emoji draw as missing glyphs (apt install fonts-noto-color-emoji)"
    )
  }

  /// The font at `pixelSize` device pixels (at least 1), bold or regular, opened on first use.
  public func font(pixelSize: Int, bold: Bool = false) throws -> TTFFont {
    let size = max(pixelSize, 1)
    if let font = bold ? boldFonts[size] : fonts[size] { return font }
    let font = try TTFFont(
      path: bold ? boldPath ?? path : path, pixelSize: size,
      synthesizedBold: bold && boldPath == nil)
    if bold {
      if boldFonts.count >= Self.maximumOpenSizes { boldFonts.removeAll() }
      boldFonts[size] = font
    } else {
      if fonts.count >= Self.maximumOpenSizes { fonts.removeAll() }
      fonts[size] = font
    }
    return font
  }
}
