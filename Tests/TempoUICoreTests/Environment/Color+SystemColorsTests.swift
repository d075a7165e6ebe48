import Tempo
import TempoScene
import TempoUICore
import Testing

/// iOS's system colours beyond the first seven (Apple's Human Interface Guidelines, "Color",
/// iOS dark / light: pink #FF375F / #FF2D55, mint #63E6E2 / #00C7BE, teal #40C8E0 / #30B0C7,
/// cyan #64D2FF / #32ADE6, indigo #5E5CE6 / #5856D6, brown #AC8E68 / #A2845E) and SwiftUI's
/// HSB, linear-sRGB and grey initialisers.
@MainActor
@Suite("System colours")
struct ColorSystemColorsTests {
  @Test("pink, mint, teal, cyan, indigo, brown have iOS's dark values")
  func darkValues() {
    #expect(Color.pink == Color(red: 255 / 255, green: 55 / 255, blue: 95 / 255))
    #expect(Color.mint == Color(red: 99 / 255, green: 230 / 255, blue: 226 / 255))
    #expect(Color.teal == Color(red: 64 / 255, green: 200 / 255, blue: 224 / 255))
    #expect(Color.cyan == Color(red: 100 / 255, green: 210 / 255, blue: 255 / 255))
    #expect(Color.indigo == Color(red: 94 / 255, green: 92 / 255, blue: 230 / 255))
    #expect(Color.brown == Color(red: 172 / 255, green: 142 / 255, blue: 104 / 255))
  }

  @Test("pink, mint, teal, cyan, indigo, brown take iOS's light values in the light appearance")
  func lightValues() {
    #expect(Color.pink.resolved(in: .light) == Color(red: 1, green: 45 / 255, blue: 85 / 255))
    #expect(Color.mint.resolved(in: .light) == Color(red: 0, green: 199 / 255, blue: 190 / 255))
    #expect(
      Color.teal.resolved(in: .light) == Color(red: 48 / 255, green: 176 / 255, blue: 199 / 255))
    #expect(
      Color.cyan.resolved(in: .light) == Color(red: 50 / 255, green: 173 / 255, blue: 230 / 255))
    #expect(
      Color.indigo.resolved(in: .light) == Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255)
    )
    #expect(
      Color.brown.resolved(in: .light) == Color(red: 162 / 255, green: 132 / 255, blue: 94 / 255)
    )
  }

  @Test("HSB: the primaries, a secondary, gray at zero saturation, hue 1 = hue 0")
  func hueSaturationBrightness() {
    #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
    #expect(
      Color(hue: 1.0 / 3, saturation: 1, brightness: 1).isClose(
        to: Color(red: 0, green: 1, blue: 0)))
    #expect(
      Color(hue: 2.0 / 3, saturation: 1, brightness: 1).isClose(
        to: Color(red: 0, green: 0, blue: 1)))
    // Hue 1/12 (30°): red full, green half, blue none.
    #expect(
      Color(hue: 1.0 / 12, saturation: 1, brightness: 1).isClose(
        to: Color(red: 1, green: 0.5, blue: 0)))
    #expect(
      Color(hue: 0.4, saturation: 0, brightness: 0.5, opacity: 0.3)
        == Color(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.3))
    #expect(Color(hue: 1, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
  }

  @Test("sRGB components are kept; linear ones are encoded (0.5 → 0.7354)")
  func colorSpaces() {
    #expect(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6) == Color(red: 0.2, green: 0.4, blue: 0.6))
    // 1.055 × 0.5^(1/2.4) − 0.055 = 0.735357…
    let linear = Color(.sRGBLinear, red: 0.5, green: 0, blue: 1, opacity: 0.5)
    #expect(abs(linear.red - 0.735357) < 1e-6)
    #expect(linear.green == 0 && abs(linear.blue - 1) < 1e-12 && linear.opacity == 0.5)
    #expect(Color(.sRGB, white: 0.25, opacity: 0.5) == Color(white: 0.25, opacity: 0.5))
  }
}
