import Foundation
import TempoTestSupport
import Testing

@testable import Tempo

@Suite("The sRGB transfer function")
struct ColorTransferFunctionTests {
  @Test(
    "x^(5/12) is within 1e-15 relative of pow(x, 5/12) from 0.003 to 1,000 and across binades (seeded)"
  )
  func fiveTwelfthsPowerMatchesPow() {
    var random = SplitMix64(seed: 0x5_1224)
    var samples = (0..<20_000).map { _ in pow(10, random.uniform(-2.5...3)) }
    // Powers of two and their neighbours: every remainder r of 5e = 12q + r, and f at 1 and 2⁻.
    for exponent in -9...10 {
      let power = Double(sign: .plus, exponent: exponent, significand: 1)
      samples += [power, power.nextUp, power.nextDown]
    }
    for x in samples {
      let exact = pow(x, 5.0 / 12)
      #expect(abs(Color.fiveTwelfthsPower(x) - exact) <= 1e-15 * exact, "at \(x)")
    }
  }

  @Test("encoding follows the sRGB formula: 12.92 x up to 0.0031308, then 1.055 x^(1/2.4) − 0.055")
  func encodingFormula() {
    for x in [0.0, 0.001, 0.0031308, 0.0031309, 0.01, 0.2140, 0.5, 0.9, 1, 1.7] {
      let expected = x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055
      #expect(abs(Color.encoded(x) - expected) <= 4e-16 * max(1, expected), "at \(x)")
      // Odd-symmetric beyond 0…1.
      #expect(Color.encoded(-x) == -Color.encoded(x))
    }
    // Linear 0.2140 is sRGB 0.5 (to four places); 1 is 1.
    #expect(abs(Color.encoded(0.2140) - 0.5) < 1e-4)
    #expect(abs(Color.encoded(1) - 1) < 1e-15)
  }

  @Test("decoding inverts encoding (to 1e-14) and follows x / 12.92 up to 0.04045")
  func decodingInvertsEncoding() {
    #expect(Color.linear(0.04) == 0.04 / 12.92)
    for step in 0...1000 {
      let x = Double(step) / 1000
      #expect(abs(Color.linear(Color.encoded(x)) - x) < 1e-14, "at \(x)")
    }
  }

  @Test("a subnormal, infinite or NaN x is as pow gives it")
  func nonFinite() {
    #expect(Color.fiveTwelfthsPower(.infinity) == .infinity)
    #expect(Color.fiveTwelfthsPower(.nan).isNaN)
    let tiny = Double.leastNonzeroMagnitude
    #expect(Color.fiveTwelfthsPower(tiny) == pow(tiny, 5.0 / 12))
  }
}
