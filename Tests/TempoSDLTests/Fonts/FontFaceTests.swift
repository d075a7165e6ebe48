import Foundation
import TempoSDL
import TempoScene
import Testing

/// The sans-serif face's bold variant: found through fontconfig (DejaVu Sans Bold on Debian's
/// fonts-dejavu-core), wider than the regular face, and emboldened by SDL_ttf without a file.
@Suite("Font faces: bold", .serialized)
@MainActor
struct FontFaceTests {
  @Test("fontconfig's bold sans-serif is a readable file other than the regular one")
  func findsBoldFile() throws {
    let face = try FontFace.sansSerif()
    let bold = try #require(face.boldPath)
    #expect(bold != face.path)
    #expect(FileManager.default.isReadableFile(atPath: bold))
  }

  @Test("bold \"HHHH\" measures wider than regular at 24 pt, the same height ± 2")
  func boldIsWider() throws {
    let measurer = FontTextMeasurer(face: try FontFace.sansSerif())
    let regular = measurer.size(of: "HHHH", fontSize: 24)
    let bold = measurer.size(of: "HHHH", fontSize: 24, bold: true)
    #expect(bold.width > regular.width)
    #expect(abs(bold.height - regular.height) <= 2)
  }

  /// The summed coverage of "HHHH" at 24 pt drawn white on black by `renderer`.
  func ink(_ renderer: OffscreenRenderer, bold: Bool) throws -> Double {
    let size = CGSize(width: 160, height: 40)
    let image = try renderer.render(
      DisplayList(
        size: size,
        commands: [
          .text(
            "HHHH", fontSize: 24, color: .white, origin: CGPoint(x: 4, y: 4),
            transform: .identity, opacity: 1, bold: bold)
        ]))
    var sum = 0.0
    for y in 0..<40 {
      for x in 0..<160 { sum += Double(image.pixel(x: x, y: y)?.red ?? 0) / 255 }
    }
    return sum
  }

  @Test("bold text (DejaVu Sans Bold) puts over 1.2 × the ink of regular text on the pixels")
  func boldHasMoreInk() throws {
    let renderer = try OffscreenRenderer(size: CGSize(width: 160, height: 40), scale: 1)
    #expect(try ink(renderer, bold: true) > 1.2 * ink(renderer, bold: false))
  }

  @Test("with only a regular file (an override path), bold is SDL_ttf's emboldened face: more ink")
  func synthesizedBold() throws {
    let face = try FontFace.sansSerif(overridePath: try FontLocator.fontFile())
    #expect(face.boldPath == nil)
    let renderer = try OffscreenRenderer(size: CGSize(width: 160, height: 40), face: face)
    #expect(try ink(renderer, bold: true) > 1.1 * ink(renderer, bold: false))
  }
}
