import Tempo
import TempoTestSupport
import Testing

/// The sRGB decoding transfer function, from IEC 61966-2-1.
private func linearLight(_ encoded: Double) -> Double {
  encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
}

@Suite("Color")
struct ColorTests {
  @Test("hex and white initialisers produce gamma-encoded components")
  func initialisers() {
    let yellow = Color(hex: 0xFFD60A)
    #expect(yellow.red == 1)
    #expect(yellow.green == 214.0 / 255)
    #expect(yellow.blue == 10.0 / 255)
    #expect(yellow.opacity == 1)
    #expect(Color(white: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5))
    #expect(Color.yellow == yellow)
    #expect(Color.white.opacity(0.5).opacity == 0.5)
  }

  @Test("animatable data is linear-light RGB and opacity, each × 128")
  func linearLightScaled() {
    let color = Color(red: 0.5, green: 0.02, blue: 1, opacity: 0.25)
    let data = color.animatableData
    #expect(isClose(data.first.first, 128 * linearLight(0.5), within: 1e-12))
    #expect(isClose(data.first.second, 128 * 0.02 / 12.92, within: 1e-12))
    #expect(isClose(data.second.first, 128, within: 1e-12))
    #expect(data.second.second == 32)
    // Half-way sRGB grey is about 21.4 % linear light.
    #expect(isClose(linearLight(0.5), 0.21404, within: 1e-5))
  }

  @Test("setting the data round-trips to the same colour")
  func roundTrip() {
    for color in [Color.yellow, .red, .blue, .gray, Color(white: 0.01, opacity: 0.3)] {
      var copy = Color.clear
      copy.animatableData = color.animatableData
      #expect(isClose(copy.red, color.red, within: 1e-12))
      #expect(isClose(copy.green, color.green, within: 1e-12))
      #expect(isClose(copy.blue, color.blue, within: 1e-12))
      #expect(isClose(copy.opacity, color.opacity, within: 1e-12))
    }
  }

  @Test("interpolating the data mixes in linear light, not in sRGB")
  func linearLightMix() {
    var mid = Color.black
    mid.animatableData = Color.black.animatableData.interpolated(
      towards: Color.white.animatableData, amount: 0.5)
    // Linear 0.5 encodes to 1.055·0.5^(1/2.4) − 0.055 ≈ 0.7354, well above sRGB's 0.5.
    let expected = 1.055 * pow(0.5, 1 / 2.4) - 0.055
    #expect(isClose(mid.red, expected, within: 1e-12))
    #expect(isClose(mid.green, expected, within: 1e-12))
    #expect(isClose(mid.blue, expected, within: 1e-12))
    #expect(isClose(expected, 0.7354, within: 1e-4))
  }

  @Test("opacity interpolates linearly, unscaled by any transfer function")
  func opacityLinear() {
    var mid = Color.clear
    mid.animatableData = Color.clear.animatableData.interpolated(
      towards: Color.black.animatableData, amount: 0.25)
    #expect(isClose(mid.opacity, 0.25, within: 1e-15))
  }
}
