import TempoSDL
import Testing

/// The colour emoji font found through fontconfig: Noto Color Emoji (Debian's
/// fonts-noto-color-emoji), a bitmap font whose one strike is 109 px, with the glyphs the
/// sans-serif face lacks.
@Suite("Emoji font", .serialized)
@MainActor
struct EmojiFontTests {
  @Test("fontconfig finds Noto Color Emoji, a colour font with a 109-px strike")
  func findsNotoColorEmoji() throws {
    let emoji = try #require(EmojiFont.system())
    #expect(emoji.path.hasSuffix("NotoColorEmoji.ttf"))
    #expect(emoji.strikePixelSize == 109)
  }

  @Test("the emoji font has U+1F389 (party popper); the sans-serif face has not, the face has both")
  func coversWhatSansSerifLacks() throws {
    let face = try FontFace.sansSerif()
    #expect(face.emoji != nil)
    let emoji = try TTFFont(path: try #require(face.emoji).path, pixelSize: 109)
    #expect(emoji.size(of: "🎉").width > 0)
    let sansSerif = try TTFFont(path: face.path, pixelSize: 17)
    // fontconfig's sans-serif file (Noto Sans once fonts-noto-core is installed, else DejaVu).
    #expect(
      face.path == TextRendering.output("/usr/bin/fc-match", ["-f", "%{file}", "sans-serif"]))
    // It draws its missing-glyph box: narrower than the emoji scaled to 17 px.
    #expect(
      Double(sansSerif.size(of: "🎉").width) < Double(emoji.size(of: "🎉").width) * 17 / 109)
  }

  @Test("a strike size out of range is a one-line error")
  func badStrike() {
    #expect(throws: TempoSDLError.self) {
      try EmojiFont(path: "/nonexistent.ttf", strikePixelSize: 0)
    }
  }
}
