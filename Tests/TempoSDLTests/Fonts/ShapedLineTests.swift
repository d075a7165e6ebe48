import Foundation
import TempoScene
import Testing

@testable import TempoSDL

/// Lines shaped by SDL_ttf's HarfBuzz in runs by direction and script, compared with HarfBuzz's
/// own `hb-view` and Pango's `pango-view` drawing the same text; measured as drawn.
@Suite("Shaped lines", .serialized)
@MainActor
struct ShapedLineTests {
  static let hbView = "/usr/bin/hb-view"
  static let pangoView = "/usr/bin/pango-view"

  /// `text` drawn by hb-view with the font file `font` at `pixels` per em, white on black.
  func hbView(_ text: String, font: String, pixels: Int) throws -> Ink {
    let path = NSTemporaryDirectory() + "tempo-text-hb-view.png"
    let status = TextRendering.output(
      Self.hbView,
      [
        "--font-size=\(pixels)", "--background=000000", "--foreground=FFFFFF", "--margin=8",
        "-o", path, font, text,
      ])
    #expect(status != nil, "hb-view failed (apt install libharfbuzz-bin)")
    return Ink(try #require(Ink.loadPNG(path)))
  }

  @Test("مرحبا is joined right to left as hb-view shapes it: same ink width ± 2 px, same columns")
  func arabicAsHarfBuzz() throws {
    let text = "مرحبا"
    let face = try FontFace.sansSerif()
    let list = face.fallbackList(for: FontStyle())
    let font = list.choices[try #require(list.index(for: "م"))].path
    let ours = Ink(
      try TextRendering.render(text, fontSize: 48, size: CGSize(width: 240, height: 110)))
    try TextRendering.save(
      try TextRendering.render(text, fontSize: 48, size: CGSize(width: 240, height: 110)), "arabic")
    let reference = try hbView(text, font: font, pixels: 48)
    let (a, b) = (ours.inkColumns(), reference.inkColumns())
    #expect(abs(a.count - b.count) <= 2, "ink width \(a.count) px, hb-view's \(b.count) px")
    #expect(Ink.correlation(a, b) > 0.9)
    // Drawn left to right and unjoined, the columns would not match.
    #expect(Ink.correlation(a, b.reversed()) < Ink.correlation(a, b))
  }

  @Test("a Latin, Hebrew, Arabic, CJK line is as wide as Pango draws it (± 4 %)")
  func mixedLineAsPango() throws {
    let text = "Send שלום مرحبا 送信"
    let image = try TextRendering.render(text, fontSize: 32, size: CGSize(width: 480, height: 80))
    try TextRendering.save(image, "mixed")
    let ours = Ink(image).inkColumns()
    let path = NSTemporaryDirectory() + "tempo-text-pango.png"
    let status = TextRendering.output(
      Self.pangoView,
      [
        "--font=sans-serif 32px", "--background=#000000", "--foreground=#FFFFFF", "--margin=8",
        "--hinting=full", "-q", "-o", path, "--text=\(text)",
      ])
    #expect(status != nil, "pango-view failed (apt install pango1.0-tools)")
    let reference = Ink(try #require(Ink.loadPNG(path))).inkColumns()
    #expect(
      abs(Double(ours.count - reference.count)) <= 0.04 * Double(reference.count),
      "ink width \(ours.count) px, Pango's \(reference.count) px")
  }

  @Test("the Hebrew of \"ab אבג cd\" is drawn reversed between the Latin runs")
  func hebrewRunsRightToLeft() throws {
    let face = try FontFace.sansSerif()
    let runs = face.runs(of: "ab אבג cd")
    #expect(runs.map(\.text) == ["ab ", "אבג", " cd"])
    #expect(runs.map(\.isRightToLeft) == [false, true, false])
  }

  @Test("a line measures where its ink ends: 送信 Hello مرحبا's ink stays inside its width")
  func measuredAsDrawn() throws {
    let text = "送信 Hello مرحبا"
    let width = FontTextMeasurer(face: try FontFace.sansSerif()).size(of: text, fontSize: 32).width
    let ink = Ink(try TextRendering.render(text, fontSize: 32, margin: 8))
    let box = try #require(ink.box(threshold: 0.05))
    #expect(Double(box.maxX) <= 8 + width + 1)
    #expect(Double(box.maxX) >= 8 + width - 6)
  }

  @Test("tracking 5 pt widens \"abcd\" by 4 × 5 pt and moves its last letter 3 × 5 pt")
  func tracking() throws {
    var spaced = FontStyle()
    spaced.letterSpacing = 5
    let measurer = FontTextMeasurer(face: try FontFace.sansSerif())
    let plain = measurer.size(of: "abcd", fontSize: 32, style: FontStyle()).width
    #expect(abs(measurer.size(of: "abcd", fontSize: 32, style: spaced).width - plain - 20) < 1e-9)
    let a = try #require(Ink(try TextRendering.render("abcd", fontSize: 32)).box())
    let b = try #require(Ink(try TextRendering.render("abcd", fontSize: 32, style: spaced)).box())
    #expect(a.minX == b.minX)
    #expect(abs((b.maxX - a.maxX) - 15) <= 1)
  }
}
