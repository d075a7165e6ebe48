import Foundation
import TempoScene
import Testing

@testable import TempoSDL

/// `Font.custom`'s names through fontconfig: an installed family or PostScript face draws the
/// text, Apple's families Linux lacks take their design, and any other name falls back to the
/// design's family. Expected files are fontconfig's own answers for the same names (`fc-match`)
/// with Debian's fonts-noto-core, fonts-dejavu-core and the widths HarfBuzz's `hb-shape` gives.
@Suite("Font families: custom names", .serialized)
@MainActor
struct FontFamiliesTests {
  /// The file of the first face the sans-serif face's fallback list has for `style`.
  func firstFile(_ style: FontStyle) throws -> String {
    let list = try FontFace.sansSerif().fallbackList(for: style)
    return try #require(list.choices.first).path
  }

  /// The regular style named `name`.
  func named(_ name: String) -> FontStyle {
    var style = FontStyle()
    style.familyName = name
    return style
  }

  @Test("\"Avenir-Heavy\" is escaped as one family name: Avenir\\-Heavy, then sans-serif")
  func escapesTheName() {
    #expect(
      FontFamilies(familyName: "Avenir-Heavy", design: .default).pattern()
        == "Avenir\\-Heavy,sans-serif")
    #expect(FontFamilies.escaped("a,b:c\\d") == "a\\,b\\:c\\\\d")
  }

  @Test("the family \"Noto Serif\" is drawn from NotoSerif-Regular.ttf (fc-match \"Noto Serif\")")
  func familyName() throws {
    #expect(try firstFile(named("Noto Serif")).hasSuffix("/NotoSerif-Regular.ttf"))
  }

  @Test("the PostScript name \"NotoSerif-Bold\" is drawn from NotoSerif-Bold.ttf")
  func postScriptName() throws {
    #expect(try firstFile(named("NotoSerif-Bold")).hasSuffix("/NotoSerif-Bold.ttf"))
  }

  @Test("Menlo, which Linux lacks, is drawn in the monospace family's first face")
  func appleMonospacedFamily() throws {
    var monospaced = FontStyle()
    monospaced.design = .monospaced
    #expect(try firstFile(named("Menlo")) == firstFile(monospaced))
    #expect(try firstFile(named("Menlo")) != firstFile(FontStyle()))
  }

  @Test("a name no font has (\"NoSuchFamily-Regular\") draws in the sans-serif family")
  func missingNameFallsBack() throws {
    #expect(try firstFile(named("NoSuchFamily-Regular")) == firstFile(FontStyle()))
  }

  // hb-shape --font-size=1000 NotoSerif-Bold.ttf "Hamburgefonstiv": advances sum to 8,912 units
  // of 1,000 per em, so 891.2 pt at 100 pt; Noto Sans Regular's sum is 8,225 (822.5 pt).
  // SDL_ttf rounds each of the 15 advances to a whole pixel: ± 7.5 pt.
  @Test(
    "\"Hamburgefonstiv\" in .custom(\"NotoSerif-Bold\") at 100 pt is 891.2 ± 7.5 pt wide (hb-shape's advances)"
  )
  func postScriptFaceWidth() throws {
    let measurer = FontTextMeasurer(face: try FontFace.sansSerif())
    let width = measurer.size(of: "Hamburgefonstiv", fontSize: 100, style: named("NotoSerif-Bold"))
      .width
    #expect(abs(width - 891.2) <= 7.5)
    let sans = measurer.size(of: "Hamburgefonstiv", fontSize: 100, style: FontStyle()).width
    #expect(abs(sans - 822.5) <= 7.5)
  }
}
