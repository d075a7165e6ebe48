import Foundation
import TempoScene

/// Noto Sans's ascent at `size` points as SDL_ttf rounds it at one pixel per point: the hhea
/// ascender, 1069 of 1000 units, rounded up to a whole pixel (17 pt: 19; 34 pt: 37; 12 pt: 13).
func notoAscent(_ size: Double) -> Double { (1069 * size / 1000).rounded(.up) }

/// The baseline of a drawn text's line, in window points: its top plus its font's ascent.
func baseline(of drawn: Drawn?) -> Double {
  guard let drawn, case .text(_, let size) = drawn.kind else { return .nan }
  return Double(drawn.rect.minY) + notoAscent(size)
}
