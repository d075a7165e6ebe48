import Foundation
import TempoSDL
import Testing

@Suite("Fonts", .serialized)
@MainActor
struct FontLocatorTests {
  @Test("fontconfig finds a readable sans-serif font file")
  func findsSans() throws {
    let path = try FontLocator.fontFile()
    #expect(FileManager.default.isReadableFile(atPath: path))
    #expect([".ttf", ".otf", ".ttc"].contains { path.lowercased().hasSuffix($0) })
  }

  @Test("an explicit font path that does not exist is a noFont error naming it")
  func missingOverride() {
    let path = "/nonexistent/tempo-font.ttf"
    #expect {
      try FontFace.sansSerif(overridePath: path)
    } throws: { error in
      guard let error = error as? TempoSDLError else { return false }
      return error.kind == .noFont && error.description.contains(path)
    }
  }

  @Test("text widths grow with the text and the height follows the font size")
  func measures() throws {
    let measurer = FontTextMeasurer(face: try FontFace.sansSerif())
    let short = measurer.size(of: "Hi", fontSize: 17)
    let long = measurer.size(of: "Hi there, Tempo", fontSize: 17)
    #expect(short.width > 0 && long.width > short.width * 3)
    #expect(short.height >= 17 && short.height <= 17 * 1.5)
    #expect(measurer.size(of: "", fontSize: 17).width == 0)
  }

  @Test("measuring for 2× gives about the same size in points as for 1×")
  func measuresInPoints() throws {
    let face = try FontFace.sansSerif()
    let single = FontTextMeasurer(face: face, scale: 1).size(of: "Submitted!", fontSize: 17)
    let double = FontTextMeasurer(face: face, scale: 2).size(of: "Submitted!", fontSize: 17)
    #expect(abs(double.width - single.width) <= single.width * 0.08)
    #expect(abs(double.height - single.height) <= 2)
  }
}
