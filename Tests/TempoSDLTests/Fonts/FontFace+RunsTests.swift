import TempoSDL
import TempoScene
import Testing

/// Text split into runs by the font that has each character: "🎉 Party" is an emoji run (Noto
/// Color Emoji, scaled from its 109-px strike) and a regular one (the sans-serif face), measured as the
/// sum of the two; without an emoji font it is measured and drawn in the regular font, with one
/// warning.
@Suite("Font faces: emoji runs", .serialized)
@MainActor
struct FontFaceRunsTests {
  @Test("\"🎉 Party\" at 24 pt measures the emoji's strike width × 24 / 109 plus \" Party\"")
  func widthIsSumOfRuns() throws {
    let face = try FontFace.sansSerif()
    let emojiPath = try #require(face.emoji).path
    let measurer = FontTextMeasurer(face: face)
    let regular = try TTFFont(path: face.path, pixelSize: 24)
    let emoji = try TTFFont(path: emojiPath, pixelSize: 109)
    let expected =
      Double(emoji.size(of: "🎉").width) * 24 / 109
      + Double(regular.size(of: " Party").width)
    let measured = measurer.size(of: "🎉 Party", fontSize: 24)
    #expect(abs(Double(measured.width) - expected) < 1e-9)
    #expect(Double(measured.height) == Double(regular.size(of: "Party").height))
  }

  @Test("plain text measures as before: the regular font's own width")
  func plainTextUnchanged() throws {
    let face = try FontFace.sansSerif()
    let regular = try TTFFont(path: face.path, pixelSize: 24)
    let measured = FontTextMeasurer(face: face).size(of: "Café Party", fontSize: 24)
    #expect(Double(measured.width) == Double(regular.size(of: "Café Party").width))
  }

  @Test("without an emoji font \"🎉 Party\" measures in the regular font, with one warning")
  func noEmojiFont() throws {
    let located = try FontFace.sansSerif()
    let face = try FontFace(path: located.path)
    var warnings: [String] = []
    face.warn = { warnings.append($0) }
    let regular = try TTFFont(path: face.path, pixelSize: 24)
    let measurer = FontTextMeasurer(face: face)
    let measured = measurer.size(of: "🎉 Party", fontSize: 24)
    _ = measurer.size(of: "🎈", fontSize: 24)
    #expect(Double(measured.width) == Double(regular.size(of: "🎉 Party").width))
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("fonts-noto-color-emoji") == true)
  }
}
