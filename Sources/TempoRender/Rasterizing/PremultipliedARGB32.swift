import Tempo

/// Colours as premultiplied 32-bit ARGB words, alpha in the top byte (cairo's `ARGB32`,
/// pixman's `a8r8g8b8`), and the OVER operator on them in 8-bit arithmetic (package-level).
package enum PremultipliedARGB32 {
  /// `color` × `opacity` as a premultiplied word, each channel clamped to 0…1 first and
  /// rounded to the nearest of 0…255; `nil` when it is fully transparent.
  package static func word(_ color: Color, opacity: Double) -> UInt32? {
    func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
    let alpha = unit(color.opacity) * unit(opacity)
    func byte(_ value: Double) -> UInt32 { UInt32((value * 255).rounded()) }
    let word =
      byte(alpha) << 24 | byte(unit(color.red) * alpha) << 16
      | byte(unit(color.green) * alpha) << 8 | byte(unit(color.blue) * alpha)
    return word >> 24 == 0 ? nil : word
  }

  /// Each byte of `word` times `factor` / 255 (0…255), rounded to nearest as x·f/255 is.
  @inline(__always)
  package static func scale(_ word: UInt32, by factor: UInt32) -> UInt32 {
    // Two channels at a time, in the spare byte between them: t = c·f + 128, (t + t/256) / 256.
    var redBlue = (word & 0x00FF_00FF) &* factor &+ 0x0080_0080
    redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var alphaGreen = ((word >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
    alphaGreen = (alphaGreen &+ ((alphaGreen >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return redBlue | alphaGreen
  }

  /// `source` at `coverage` (0…255) OVER `destination`: s·c + d·(1 − alpha(s·c)).
  @inline(__always)
  package static func over(_ source: UInt32, coverage: UInt32, onto destination: UInt32)
    -> UInt32
  {
    let covered = coverage == 255 ? source : scale(source, by: coverage)
    return covered &+ scale(destination, by: 255 - covered >> 24)
  }
}
