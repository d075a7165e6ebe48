import CSDL2
import Foundation
import TempoScene

/// The system's fonts as text asks for them: for each style (weight, design, slant) the faces
/// fontconfig sorts for it, the first drawing what it has and the next ones what it lacks, opened
/// at whatever pixel sizes are asked for; and the colour emoji font for emoji.
///
/// Made with a font file (``init(path:boldPath:emoji:)``), that file draws every style first
/// (emboldened and slanted by SDL_ttf where needed), fontconfig's faces after it.
@MainActor
public final class FontFace {
  /// The regular sans-serif font file's path.
  public let path: String
  /// The bold font file's path (`nil`: bold is the regular file emboldened by SDL_ttf).
  public let boldPath: String?
  /// The colour emoji font for emoji (`nil`: they draw in the other fonts, or as missing glyphs).
  public let emoji: EmojiFont?
  /// Where the face's one-line warnings go (package: tests capture them); standard error.
  package var warn: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
  /// Whether `path` was given, rather than found through fontconfig.
  private let isOverride: Bool
  private var warnedAboutEmoji = false
  private var fonts: [FontKey: TTFFont] = [:]
  private var lists: [FallbackKey: FontFallbackList] = [:]
  /// Lines split into runs and shaped, by text, style and size (see `FontFace+Runs`).
  var runCache: [RunKey: [TextRun]] = [:]
  var lineCache: [LineKey: ShapedLine] = [:]

  /// The most fonts kept open at once; beyond it the cache starts over.
  static let maximumOpenFonts = 256

  /// A font opened at one size with SDL_ttf's decorations.
  private struct FontKey: Hashable {
    var choice: FontChoice
    var pixelSize: Int
    var decorations: Int32
  }

  /// What fontconfig sorts fonts for.
  private struct FallbackKey: Hashable {
    var familyName: String?
    var design: FontStyle.Design
    var weight: Int
    var italic: Bool
  }

  /// Uses the font file at `path`, `boldPath` for bold (`nil`: `path` emboldened), fontconfig's
  /// fonts for the characters it lacks and `emoji` for emoji; opens the regular file once to
  /// check that it loads.
  public convenience init(path: String, boldPath: String? = nil, emoji: EmojiFont? = nil) throws {
    try self.init(path: path, boldPath: boldPath, emoji: emoji, isOverride: true)
  }

  private init(path: String, boldPath: String?, emoji: EmojiFont?, isOverride: Bool) throws {
    self.path = path
    self.boldPath = boldPath
    self.emoji = emoji
    self.isOverride = isOverride
    _ = try font(pixelSize: 17)
  }

  /// The system's fonts through fontconfig: its sans-serif family (Noto Sans with Debian's
  /// fonts-noto-core, else DejaVu Sans) with the fonts it sorts after it, serif, monospace and
  /// rounded designs, and the colour emoji font (Noto Color Emoji); or the file at
  /// `overridePath` first for every style.
  public static func sansSerif(overridePath: String? = nil) throws -> FontFace {
    let emoji = EmojiFont.system()
    if let overridePath { return try FontFace(path: overridePath, emoji: emoji) }
    let regular = try FontLocator.fontFile(matching: "sans-serif")
    let bold = try? FontLocator.fontFile(matching: "sans-serif:bold")
    return try FontFace(
      path: regular, boldPath: bold == regular ? nil : bold, emoji: emoji, isOverride: false)
  }

  /// Logs, once, that an emoji is drawn without a colour emoji font.
  func warnNoEmojiFont() {
    guard !warnedAboutEmoji else { return }
    warnedAboutEmoji = true
    warn(
      "TempoSDL: no colour emoji font, emoji draw as missing glyphs (apt install fonts-noto-color-emoji)"
    )
  }

  /// The regular or bold sans-serif font at `pixelSize` device pixels (at least 1), opened on
  /// first use.
  public func font(pixelSize: Int, bold: Bool = false) throws -> TTFFont {
    try font(primaryChoice(bold: bold), pixelSize: pixelSize)
  }

  /// The face `choice` at `pixelSize` device pixels (at least 1) with SDL_ttf's `decorations`,
  /// opened on first use.
  func font(_ choice: FontChoice, pixelSize: Int, decorations: Int32 = 0) throws -> TTFFont {
    let key = FontKey(choice: choice, pixelSize: max(pixelSize, 1), decorations: decorations)
    if let font = fonts[key] { return font }
    let font = try TTFFont(choice: choice, pixelSize: key.pixelSize, decorations: decorations)
    if fonts.count >= Self.maximumOpenFonts { fonts.removeAll() }
    fonts[key] = font
    return font
  }

  /// The faces for `style`, best first: the given file's (when the face was made with one),
  /// then fontconfig's for the style's design, weight and slant.
  func fallbackList(for style: FontStyle) -> FontFallbackList {
    let key = FallbackKey(
      familyName: style.familyName, design: style.design, weight: style.weight,
      italic: style.isItalic)
    if let list = lists[key] { return list }
    let families = FontFamilies(familyName: style.familyName, design: style.design)
    let sorted = FontLocator.fallbackList(
      families: families.pattern(weight: style.weight), weight: style.weight,
      italic: style.isItalic)
    var list = sorted
    if let face = families.postScriptFace {
      list = FontFallbackList(prepending: face, to: sorted)
    }
    if isOverride || list.choices.isEmpty {
      var first = primaryChoice(bold: style.isBold)
      first.oblique = style.isItalic
      list = FontFallbackList(prepending: first, to: list)
    }
    lists[key] = list
    return list
  }

  /// The given regular or bold file (emboldened when bold has no file of its own).
  private func primaryChoice(bold: Bool) -> FontChoice {
    guard bold else { return FontChoice(path: path) }
    return FontChoice(path: boldPath ?? path, embolden: boldPath == nil)
  }
}
