import TempoSDL
import Testing

/// The colour emoji font found through fontconfig: Noto Color Emoji (Debian's
/// fonts-noto-color-emoji), a bitmap font whose one strike is 109 px, with the glyphs DejaVu
/// Sans lacks.
@Suite("Emoji font", .serialized)
@MainActor
struct EmojiFontTests {
  @Test("fontconfig finds Noto Color Emoji, a colour font with a 109-px strike")
  func findsNotoColorEmoji() throws {
    let emoji = try #require(EmojiFont.system())
    #expect(emoji.path.hasSuffix("NotoColorEmoji.ttf"))
    #expect(emoji.strikePixelSize == 109)
  }

  @Test("the emoji font has U+1F389 (party popper); DejaVu Sans has not, the face has both")
  func coversWhatDejaVuLacks() throws {
    let face = try FontFace.sansSerif()
    #expect(face.emoji != nil)
    let emoji = try TTFFont(path: try #require(face.emoji).path, pixelSize: 109)
    #expect(emoji.size(of: "🎉").width > 0)
    let dejaVu = try TTFFont(path: face.path, pixelSize: 17)
    #expect(face.path.contains("DejaVuSans"))
    // DejaVu draws its missing-glyph box: narrower than the emoji scaled to 17 px.
    #expect(Double(dejaVu.size(of: "🎉").width) < Double(emoji.size(of: "🎉").width) * 17 / 109)
  }

  @Test("a strike size out of range is a one-line error")
  func badStrike() {
    #expect(throws: TempoSDLError.self) {
      try EmojiFont(path: "/nonexistent.ttf", strikePixelSize: 0)
    }
  }
}
