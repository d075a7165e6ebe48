import TempoRender
import TempoSDL

/// Pixel helpers for the offscreen tests.
enum PixelChecks {
  /// The expected 8-bit channel of `source` blended with alpha `alpha` over `destination`, by
  /// SDL's blend formula dst = src·a + dst·(1 − a), with a = round(alpha × 255) / 255.
  static func blended(source: Double, alpha: Double, over destination: Double) -> Double {
    let a = (alpha * 255).rounded() / 255
    return (source * 255).rounded() * a + (destination * 255).rounded() * (1 - a)
  }

  /// The pixels in the half-open rectangle whose luminance (mean of R, G, B) passes `test`.
  static func count(
    in image: RGBAImage, x: Range<Int>, y: Range<Int>, where test: (Double) -> Bool
  ) -> Int {
    var total = 0
    for row in y {
      for column in x {
        guard let p = image.pixel(x: column, y: row) else { continue }
        if test((Double(p.red) + Double(p.green) + Double(p.blue)) / 3) { total += 1 }
      }
    }
    return total
  }
}
