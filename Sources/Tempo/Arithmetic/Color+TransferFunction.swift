/// The sRGB transfer function between gamma-encoded components and linear light.
extension Color {
  /// The sRGB transfer function, decoding (odd-symmetric beyond 0…1).
  package static func linear(_ encoded: Double) -> Double {
    let magnitude = abs(encoded)
    let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return encoded < 0 ? -result : result
  }

  /// The sRGB transfer function, encoding (odd-symmetric beyond 0…1).
  ///
  /// A frame encodes every animated colour's three components, so the power 1/2.4 is
  /// ``fiveTwelfthsPower(_:)`` rather than `pow` (about a third of its instructions).
  package static func encoded(_ linear: Double) -> Double {
    let magnitude = abs(linear)
    let result =
      magnitude <= 0.0031308
      ? magnitude * 12.92 : 1.055 * fiveTwelfthsPower(magnitude) - 0.055
    return linear < 0 ? -result : result
  }

  /// x^(5/12) = x^(1/2.4) for a positive x, to a relative error below 1e-15 (3 ulps at most:
  /// the last Newton step, the table and the product each round); `pow` itself for a subnormal,
  /// infinite or NaN x.
  ///
  /// With x = f × 2^e (f in [1, 2)) and 5e = 12q + r (r in 0…11), x^(5/12) is f^(5/12) ×
  /// 2^(r/12) × 2^q. f^(5/12) starts from a quartic in f (Chebyshev fit on [1, 2], within
  /// 2.4e-5) and takes two Newton steps on y^12 = f^5, y ← y + y (f^5 / y^12 − 1) / 12, each of
  /// which squares the relative error times 5.5 (2.4e-5 → 3e-9 → 6e-17).
  @inline(__always)
  package static func fiveTwelfthsPower(_ x: Double) -> Double {
    guard x.isNormal else { return pow(x, 5.0 / 12) }
    // The exponent and significand from the bits (`exponent` and `significand` are calls).
    let bits = x.bitPattern
    let e = Int(truncatingIfNeeded: (bits >> 52) & 0x7ff) &- 1023
    let f = Double(bitPattern: (bits & 0x000f_ffff_ffff_ffff) | 0x3ff0_0000_0000_0000)
    var y =
      (((-0.010560805888645282 * f + 0.08724244432241463) * f - 0.3138989379806197) * f
        + 0.8242096180244655) * f + 0.4130316995829334
    let f2 = f * f
    let c = f2 * f2 * f
    for _ in 0..<2 {
      let y2 = y * y
      let y4 = y2 * y2
      // y ← y − (y^12 − c) / (12 y^11), with the correction computed as a small relative term
      // (its own rounding, and that of 1/12, is then far below an ulp of y).
      y += y * (c / (y4 * y4 * y4) - 1) * (1.0 / 12)
    }
    let scaled = 5 &* e
    // Floor division, so that r = scaled − 12 q is in 0…11 for a negative scaled too.
    let q = scaled >= 0 ? scaled / 12 : -((11 &- scaled) / 12)
    let r = scaled &- 12 &* q
    // y × 2^(r/12) is in [1, 2.6): adding q to its exponent field multiplies it by 2^q (the
    // result, x^(5/12) of a normal x, is normal).
    let z = y * twelfthRootsOfTwo[r]
    return Double(bitPattern: z.bitPattern &+ (UInt64(bitPattern: Int64(q)) &<< 52))
  }

  /// 2^(r/12) for r in 0…11 (rounded from 40 digits; literals, so the table needs no
  /// initialisation at run time).
  private static let twelfthRootsOfTwo: [Double] = [
    1.0, 1.0594630943592953, 1.122462048309373, 1.189207115002721, 1.2599210498948732,
    1.3348398541700344, 1.4142135623730951, 1.4983070768766815, 1.5874010519681996,
    1.681792830507429, 1.7817974362806785, 1.887748625363387,
  ]
}
