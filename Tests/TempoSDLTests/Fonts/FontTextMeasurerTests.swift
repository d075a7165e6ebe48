import Foundation
import TempoScene
import Testing

@testable import TempoSDL

/// The ascent comes from the font file: Noto Sans's hhea ascender is 1069 of 1000 units (as
/// `hb-shape` and fontconfig report), which SDL_ttf rounds up to whole pixels at the pixel size.
@MainActor
@Suite("Font text measurer", .serialized)
struct FontTextMeasurerTests {
  @Test("Noto Sans's ascent is ⌈1069 × size / 1000⌉ points at 12, 17 and 34 pt: 13, 19 and 37")
  func ascentFromFont() throws {
    let measurer = FontTextMeasurer(face: try FontFace.sansSerif())
    for (size, expected) in [(12.0, 13.0), (17, 19), (34, 37)] {
      #expect(measurer.ascent(of: "Ag", fontSize: size, style: FontStyle()) == expected)
    }
  }

  @Test("at 2 device pixels per point the 17-point ascent is ⌈1069 × 34 / 1000⌉ / 2 = 18.5 pt")
  func ascentAtScale() throws {
    let measurer = FontTextMeasurer(face: try FontFace.sansSerif(), scale: 2)
    #expect(measurer.ascent(of: "Ag", fontSize: 17, style: FontStyle()) == 18.5)
  }
}
