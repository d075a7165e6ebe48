import Testing

@testable import TempoSDL

/// Directions and scripts of a line's characters, against Unicode's bidi algorithm (UAX #9) and
/// the scripts the Unicode Character Database gives.
@Suite("Line analysis: bidi levels and scripts")
@MainActor
struct LineAnalysisTests {
  @Test("Hebrew inside a left-to-right line is level 1, the Latin and the spaces around it 0")
  func hebrewInLatin() {
    #expect(LineAnalysis.levels(of: Array("ab אב cd")) == [0, 0, 0, 1, 1, 0, 0, 0])
  }

  @Test("Latin-only text is level 0 throughout")
  func latinOnly() {
    #expect(LineAnalysis.levels(of: Array("Hello, world")) == Array(repeating: 0, count: 12))
  }

  @Test("digits inside Arabic are level 2 (European numbers in a right-to-left run)")
  func numbersInArabic() {
    #expect(LineAnalysis.levels(of: Array("x سلام 12")) == [0, 0, 1, 1, 1, 1, 1, 2, 2])
  }

  @Test("rule L2: stretches at a level or above are reversed, from the highest level down")
  func visualOrder() {
    #expect(LineAnalysis.visualOrder(levels: [0, 1, 0]) == [0, 1, 2])
    #expect(LineAnalysis.visualOrder(levels: [0, 1, 1, 0]) == [0, 2, 1, 3])
    #expect(LineAnalysis.visualOrder(levels: [0, 1, 2, 1]) == [0, 3, 2, 1])
    #expect(LineAnalysis.visualOrder(levels: [0, 0]) == [0, 1])
  }

  @Test("scripts: Latin, Arabic, Han, Hiragana, Hebrew; spaces and punctuation have none")
  func scripts() {
    #expect(LineAnalysis.script(of: "a") == "Latn")
    #expect(LineAnalysis.script(of: "م") == "Arab")
    #expect(LineAnalysis.script(of: "送") == "Hani")
    #expect(LineAnalysis.script(of: "し") == "Hira")
    #expect(LineAnalysis.script(of: "א") == "Hebr")
    #expect(LineAnalysis.script(of: " ") == nil)
    #expect(LineAnalysis.script(of: "！") == nil)
  }
}
