import Testing

@testable import TempoUICore

/// `Font`'s SwiftUI constructors: sizes and weights as asked, a design kept, custom names and
/// italic kept.
@Suite("Font")
struct FontTests {
  @Test(
    "system(size:weight:design:) is 40 pt bold rounded; with weight and design left out, regular and default"
  )
  func systemSizeWeightDesign() {
    let font = Font.system(size: 40, weight: .bold, design: .rounded)
    #expect(font.size == 40 && font.weight == .bold && font.design == .rounded)
    let plain = Font.system(size: 12)
    #expect(plain.weight == .regular && plain.design == .default)
  }

  @Test(
    "system(.title, design: .serif) is the title's 28 pt in serif; system(.headline) keeps its semibold unless a weight is given"
  )
  func systemTextStyle() {
    let title = Font.system(.title, design: .serif)
    #expect(title.size == 28 && title.design == .serif && title.weight == .regular)
    #expect(Font.system(.headline).weight == .semibold)
    #expect(Font.system(.headline, weight: .black).weight == .black)
  }

  @Test("custom(_:size:) and its relativeTo: and fixedSize: forms have the size asked for")
  func customFonts() {
    #expect(Font.custom("Avenir Next", size: 20).size == 20)
    #expect(Font.custom("Avenir Next", size: 18, relativeTo: .body).size == 18)
    #expect(Font.custom("Menlo", fixedSize: 11).size == 11)
  }

  @Test(
    "italic() and monospacedDigit() keep size and weight and set italic and tabular digits; monospaced() sets the monospaced design; weight(_:) keeps the design"
  )
  func variants() {
    // SwiftUI's italic() and monospacedDigit() are drawn now: they mark the font.
    let caption = Font.caption.weight(.bold)
    #expect(caption.italic().size == 12 && caption.italic().weight == .bold)
    #expect(caption.italic().isItalic && !caption.isItalic)
    #expect(caption.monospacedDigit().size == 12 && caption.monospacedDigit().weight == .bold)
    #expect(caption.monospacedDigit().hasMonospacedDigits && !caption.hasMonospacedDigits)
    #expect(caption.monospaced().design == .monospaced && caption.monospaced().size == 12)
    #expect(Font.system(size: 9, design: .rounded).weight(.heavy).design == .rounded)
  }
}

/// Custom font names, numbered once each so `Font` stays plain bytes.
@Suite("FontNames")
struct FontNamesTests {
  @Test("a name gets one number however often asked; two names get two; 0 is no name")
  func numbersNames() {
    let first = FontNames.id(for: "Test Family A")
    #expect(FontNames.id(for: "Test Family A") == first)
    let second = FontNames.id(for: "Test Family B")
    #expect(second != first && first > 0 && second > 0)
    #expect(FontNames.name(for: first) == "Test Family A")
    #expect(FontNames.name(for: second) == "Test Family B")
    #expect(FontNames.name(for: 0) == nil)
  }

  @Test("Font.custom keeps its name; a system font has none")
  func customFontName() {
    #expect(Font.custom("Noto Serif", size: 12).familyName == "Noto Serif")
    #expect(Font.system(size: 12).familyName == nil)
    #expect(Font.custom("Noto Serif", size: 12) == Font.custom("Noto Serif", size: 12))
    #expect(Font.custom("Noto Serif", size: 12) != Font.custom("Noto Sans", size: 12))
  }
}
