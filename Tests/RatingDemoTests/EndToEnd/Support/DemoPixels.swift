import TempoRender
import TempoSDL
import TempoTestSupport

/// The demo's colours and geometry in device pixels, and the pixel values the spec implies.
///
/// Everything comes from the spec: the stars are 28 pt glyphs 25 pt apart, centred; the popup is
/// 200 × 50 pt, centred, filled with (0.9, 0.9, 0.9) at opacity 0.9 over the black window.
struct DemoPixels {
  /// The window size, in pixels (scale 1).
  let width: Int, height: Int

  /// #FFD60A, the dark-mode `Color.yellow` of a filled star.
  static let yellow: [Double] = [0xFF, 0xD6, 0x0A]
  /// The popup fill's grey channel, 0.9 × 255, and its own opacity.
  static let popupGrey = 0.9 * 255, popupOpacity = 0.9
  /// The transition curves: easeIn (0.42, 0, 1, 1) and easeOut (0, 0, 0.58, 1).
  static let easeIn = ExactBezier(0.42, 0, 1, 1), easeOut = ExactBezier(0, 0, 0.58, 1)

  /// The centre of star `n` (1…5): the row is 5 × 28 + 4 × 25 = 240 pt wide, centred.
  func starCenter(_ n: Int) -> (x: Int, y: Int) {
    (width / 2 - 120 + 14 + 53 * (n - 1), height / 2)
  }

  /// A pixel inside the keyboard focus marker under star `n`: the 14 × 3 pt capsule is centred
  /// 22 pt below the star's centre (rows 180.5…183.5 at scale 1, so row 182 is inside it).
  func focusMarker(under n: Int) -> (x: Int, y: Int) {
    (starCenter(n).x, height / 2 + 22)
  }

  /// A pixel of the popup's background away from its text and the stars: 80 pt left of the
  /// centre (between star 1, which ends 92 pt left, and star 2, 39…67 pt left) and 20 pt below
  /// it (stars reach 14 pt below the centre, the text less; the popup 25 pt).
  var popupBackground: (x: Int, y: Int) { (width / 2 - 80, height / 2 + 20) }

  /// The bands of the popup above and below the star row, which only the popup ever paints:
  /// 15…25 pt above the centre, and 15…20 pt below it (stars reach 14 pt from the centre; the
  /// keyboard focus marker lies 20.5…23.5 pt below it).
  var popupBands: [(x: Range<Int>, y: Range<Int>)] {
    let x = (width / 2 - 100)..<(width / 2 + 100)
    return [(x, (height / 2 - 25)..<(height / 2 - 15)), (x, (height / 2 + 15)..<(height / 2 + 20))]
  }

  /// The grey channel the popup's background has at `opacity` over black: the fill at alpha
  /// 0.9 × opacity by the blend formula src·a + dst·(1 − a), dst = 0.
  static func popupChannel(opacity: Double) -> Double {
    popupGrey.rounded() * alpha(popupOpacity * opacity)
  }

  /// The channels of the popup at `opacity` over a filled star.
  static func popupOverYellow(opacity: Double) -> [Double] {
    let a = alpha(popupOpacity * opacity)
    return yellow.map { popupGrey.rounded() * a + $0 * (1 - a) }
  }

  /// The popup's opacity implied by its background channel `value` (the inverse of
  /// ``popupChannel(opacity:)``).
  static func opacity(fromChannel value: Double) -> Double {
    value / (popupGrey.rounded() * popupOpacity)
  }

  /// An alpha as an 8-bit renderer stores it.
  private static func alpha(_ value: Double) -> Double { (value * 255).rounded() / 255 }
}

extension RGBAImage {
  /// The (red, green, blue) channels at (`x`, `y`) as numbers 0…255 (black outside the image).
  func rgb(_ point: (x: Int, y: Int)) -> [Double] {
    guard let p = pixel(x: point.x, y: point.y) else { return [0, 0, 0] }
    return [Double(p.red), Double(p.green), Double(p.blue)]
  }

  /// Whether every channel at `point` is within `tolerance` of `expected`.
  func matches(_ expected: [Double], at point: (x: Int, y: Int), within tolerance: Double = 2)
    -> Bool
  {
    zip(rgb(point), expected).allSatisfy { abs($0 - $1) <= tolerance }
  }

  /// Whether the pixel at `point` is #FFD60A within 2/255.
  func isYellowStar(at point: (x: Int, y: Int)) -> Bool { matches(DemoPixels.yellow, at: point) }

  /// The number of pixels in `rect` that are not pure black.
  func litPixels(in rect: (x: Range<Int>, y: Range<Int>)) -> Int {
    var count = 0
    for y in rect.y {
      for x in rect.x where rgb((x, y)) != [0, 0, 0] { count += 1 }
    }
    return count
  }
}
