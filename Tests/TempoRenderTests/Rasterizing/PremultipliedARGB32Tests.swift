import Tempo
import TempoScene
import Testing

@testable import TempoRender

@Suite("Premultiplied ARGB32")
struct PremultipliedARGB32Tests {
  @Test(
    "scaling a byte c by f gives c·f/255 rounded to nearest, for all 65,536 pairs and in every byte"
  )
  func scaleRoundsEveryPair() {
    var wrong = 0
    for c in UInt32(0)...255 {
      for f in UInt32(0)...255 {
        let expected = UInt32((Double(c * f) / 255).rounded())
        let word = PremultipliedARGB32.scale(c << 24 | c << 16 | c << 8 | c, by: f)
        if word != expected << 24 | expected << 16 | expected << 8 | expected { wrong += 1 }
      }
    }
    #expect(wrong == 0)
  }

  @Test("a word is premultiplied and rounded: red at opacity 0.5 is 0x80800000")
  func wordPremultiplies() {
    #expect(PremultipliedARGB32.word(Color(red: 1, green: 0, blue: 0), opacity: 0.5) == 0x8080_0000)
    #expect(PremultipliedARGB32.word(.white, opacity: 1) == 0xFFFF_FFFF)
    let gray = Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)
    // 0.5·255 = 127.5 → 128; 0.1·255 = 25.5 → 26; 0.2·255 = 51; 0.3·255 = 76.5 → 77.
    #expect(PremultipliedARGB32.word(gray, opacity: 1) == 0x801A_334D)
  }

  @Test("a colour or opacity out of 0…1 is clamped; a transparent or NaN one gives no word")
  func wordClampsAndRejects() {
    #expect(
      PremultipliedARGB32.word(Color(red: 2, green: -1, blue: 0.5), opacity: 3) == 0xFFFF_0080)
    #expect(PremultipliedARGB32.word(.white, opacity: 0) == nil)
    #expect(PremultipliedARGB32.word(.white, opacity: .nan) == nil)
    #expect(
      PremultipliedARGB32.word(Color(red: 1, green: 1, blue: 1, opacity: 0.001), opacity: 1) == nil)
  }

  @Test(
    "OVER: full coverage of an opaque source replaces; none keeps; half white over black is 128 grey"
  )
  func overBlends() {
    let black: UInt32 = 0xFF00_0000
    #expect(PremultipliedARGB32.over(0xFF12_3456, coverage: 255, onto: black) == 0xFF12_3456)
    #expect(PremultipliedARGB32.over(0xFF12_3456, coverage: 0, onto: 0xFF65_4321) == 0xFF65_4321)
    // White at coverage 128: 128 each; black keeps 255·127/255 = 127 of its alpha.
    #expect(PremultipliedARGB32.over(0xFFFF_FFFF, coverage: 128, onto: black) == 0xFF80_8080)
    // Red at alpha 0.5 (0x80800000) over opaque blue: blue × (255 − 128)/255 = 127.
    #expect(PremultipliedARGB32.over(0x8080_0000, coverage: 255, onto: 0xFF00_00FF) == 0xFF80_007F)
  }
}
