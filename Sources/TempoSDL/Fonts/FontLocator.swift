import CSDL2
import Foundation

/// Finds font files through fontconfig.
public enum FontLocator {
  /// The file of the font fontconfig matches best for `name` (default "sans-serif").
  ///
  /// Throws a ``TempoSDLError`` when fontconfig cannot start, matches nothing, or the matched file
  /// does not exist (for example when no fonts are installed: `apt install fonts-dejavu-core`).
  public static func fontFile(matching name: String = "sans-serif") throws -> String {
    try withMatch(for: name) { match in
      guard let file = tempo_fc_pattern_file(match).map({ String(cString: $0) }), !file.isEmpty
      else {
        throw TempoSDLError(
          .noFont, "could not find a font for \"\(name)\"", reason: "the match has no file")
      }
      guard FileManager.default.isReadableFile(atPath: file) else {
        throw TempoSDLError(
          .noFont, "could not find a font for \"\(name)\"",
          reason: "fontconfig's match \(file) is not readable")
      }
      return file
    }
  }

  /// The colour emoji font fontconfig matches for "emoji" (Noto Color Emoji from Debian's
  /// fonts-noto-color-emoji) and the pixel size of its bitmap strike; `nil` when the match is
  /// not a colour bitmap font (no emoji font is installed) or is unreadable.
  public static func colorEmojiFont() -> (path: String, strikePixelSize: Double)? {
    try? withMatch(for: "emoji:color=true") { match in
      var color: FcBool = 0
      var pixelSize = 0.0
      guard FcPatternGetBool(match, "color", 0, &color) == FcResultMatch, color != 0,
        FcPatternGetDouble(match, "pixelsize", 0, &pixelSize) == FcResultMatch, pixelSize > 0,
        let file = tempo_fc_pattern_file(match).map({ String(cString: $0) }),
        FileManager.default.isReadableFile(atPath: file)
      else { return nil }
      return (file, pixelSize)
    }
  }

  /// Runs `body` with fontconfig's best match for the pattern `name`.
  private static func withMatch<Result>(
    for name: String, _ body: (OpaquePointer) throws -> Result
  ) throws -> Result {
    guard let config = FcInitLoadConfigAndFonts() else {
      throw TempoSDLError(
        .noFont, "could not find a font for \"\(name)\"", reason: "fontconfig did not start")
    }
    defer { FcConfigDestroy(config) }
    let pattern = name.withCString { text in
      text.withMemoryRebound(to: FcChar8.self, capacity: name.utf8.count + 1) { FcNameParse($0) }
    }
    guard let pattern else {
      throw TempoSDLError(
        .noFont, "could not find a font for \"\(name)\"",
        reason: "fontconfig could not parse the name")
    }
    defer { FcPatternDestroy(pattern) }
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let match = FcFontMatch(config, pattern, &result) else {
      throw TempoSDLError(
        .noFont, "could not find a font for \"\(name)\"",
        reason: "fontconfig matched no font; install one, e.g. apt install fonts-dejavu-core")
    }
    defer { FcPatternDestroy(match) }
    return try body(match)
  }
}
