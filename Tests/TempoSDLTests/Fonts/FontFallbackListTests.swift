import Foundation
import TempoCairo
import TempoScene
import Testing

@testable import TempoSDL

/// Characters the first face lacks drawn from fontconfig's next face that has them, checked on
/// the pixels: no character some installed font has draws as the missing-glyph box (the
/// rendering of U+FFFF, which no font has), and Japanese has ink in each glyph's cell.
@Suite("Font fallback", .serialized)
@MainActor
struct FontFallbackListTests {
  /// Whether `a` and `b` look alike: their ink within 10 % and their column profiles correlated
  /// over 0.95.
  func alike(_ a: Ink, _ b: Ink) -> Bool {
    let (inkA, inkB) = (a.total(), b.total())
    guard abs(inkA - inkB) <= 0.1 * max(inkA, inkB) else { return false }
    let (columnsA, columnsB) = (a.inkColumns(), b.inkColumns())
    guard abs(columnsA.count - columnsB.count) <= 2 else { return false }
    return Ink.correlation(columnsA, columnsB) > 0.95
  }

  @Test(
    "no letter of Cyrillic, Greek, Hebrew, Arabic, Devanagari, Thai, Korean, Chinese or Japanese draws as the missing-glyph box"
  )
  func noBoxes() throws {
    let renderer = try OffscreenRenderer(size: CGSize(width: 96, height: 96))
    let box = Ink(try TextRendering.render("\u{FFFF}", renderer: renderer))
    #expect(box.total() > 20)  // the box itself draws
    for character in "Жλשمनส한你送しア€" {
      let image = try TextRendering.render(String(character), renderer: renderer)
      let ink = Ink(image)
      #expect(ink.total() > 5, "\(character) draws nothing")
      #expect(!alike(ink, box), "\(character) draws as the missing-glyph box")
    }
  }

  @Test("送信しました！ at 40 pt measures 7 em and has ink in each of its seven full-width cells")
  func japaneseCells() throws {
    let text = "送信しました！"
    let face = try FontFace.sansSerif()
    let width = FontTextMeasurer(face: face).size(of: text, fontSize: 40).width
    // Full-width characters advance one em each: 7 × 40 points.
    #expect(abs(width - 280) <= 1)
    let image = try TextRendering.render(text, size: CGSize(width: 320, height: 80))
    try TextRendering.save(image, "japanese")
    let ink = Ink(image)
    for cell in 0..<7 {
      let columns = (8 + cell * 40 + 2)..<(8 + cell * 40 + 38)
      #expect(ink.total(x: columns) > 15, "cell \(cell) has no ink")
    }
  }

  @Test("the Japanese characters come from fontconfig's CJK face, not the first (Latin) face")
  func japaneseFace() throws {
    let face = try FontFace.sansSerif()
    let list = face.fallbackList(for: FontStyle())
    let index = try #require(list.index(for: "送"))
    #expect(index > 0)
    // fontconfig's own answer for a sans-serif face with U+9001.
    let expected = try #require(
      TextRendering.output("/usr/bin/fc-match", ["-f", "%{file}", "sans-serif:charset=9001"]))
    #expect(list.choices[index].path == expected)
    #expect(list.index(for: "a") == 0)
  }

  @Test("the cairo renderer draws 送信しました！ where the canvas does, no box either")
  func cairoJapanese() throws {
    let size = CGSize(width: 320, height: 80)
    let canvas = Ink(try TextRendering.render("送信しました！", size: size))
    let cairo = Ink(
      try TextRendering.render(
        "送信しました！", size: size, renderer: try CairoRenderer(size: size)))
    let (a, b) = (try #require(canvas.box()), try #require(cairo.box()))
    #expect(abs(a.minX - b.minX) <= 1 && abs(a.maxX - b.maxX) <= 1)
    #expect(abs(a.minY - b.minY) <= 1 && abs(a.maxY - b.maxY) <= 1)
  }
}
