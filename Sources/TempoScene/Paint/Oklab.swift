import Foundation
import Tempo

/// A colour in Oklab (internal): lightness and two opponent axes, from linear-light sRGB by
/// Björn Ottosson's published matrices.
struct Oklab {
  var l: Double
  var a: Double
  var b: Double

  init(l: Double, a: Double, b: Double) {
    (self.l, self.a, self.b) = (l, a, b)
  }

  /// `color`'s Oklab coordinates (its opacity aside).
  init(_ color: Color) {
    let (r, g, b) = (Color.linear(color.red), Color.linear(color.green), Color.linear(color.blue))
    let lms = (
      cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b),
      cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b),
      cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    )
    l = 0.2104542553 * lms.0 + 0.7936177850 * lms.1 - 0.0040720468 * lms.2
    a = 1.9779984951 * lms.0 - 2.4285922050 * lms.1 + 0.4505937099 * lms.2
    self.b = 0.0259040371 * lms.0 + 0.7827717662 * lms.1 - 0.8086757660 * lms.2
  }

  /// The sRGB colour of these coordinates with `opacity`.
  func color(opacity: Double) -> Color {
    let l1 = l + 0.3963377774 * a + 0.2158037573 * b
    let m1 = l - 0.1055613458 * a - 0.0638541728 * b
    let s1 = l - 0.0894841775 * a - 1.2914855480 * b
    let (l3, m3, s3) = (l1 * l1 * l1, m1 * m1 * m1, s1 * s1 * s1)
    return Color(
      red: Color.encoded(4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3),
      green: Color.encoded(-1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3),
      blue: Color.encoded(-0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3),
      opacity: opacity)
  }
}
