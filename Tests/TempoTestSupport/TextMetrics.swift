import Foundation
import TempoSDL
import TempoScene

/// How a headless test host measures text.
package enum TextMetrics: Sendable {
  /// The system's fonts (Noto Sans with fonts-noto-core, as `make test` installs), through
  /// TempoSDL's ``FontTextMeasurer`` at 1 device pixel per point: the widths windows and
  /// recordings lay out with.
  ///
  /// Tests that pin a width take it from HarfBuzz's CLI with FreeType's hinting at the text's
  /// pixel size, e.g. at 17 pt: `hb-shape --font-funcs=ft --font-ppem=17 --font-size=1088
  /// --ft-load-flags=0 --show-extents /usr/share/fonts/truetype/noto/NotoSans-Regular.ttf TEXT`
  /// (advances and ink extents in 1/64 px): the line is the advances' sum in whole pixels
  /// (rounded down), or the last glyph's ink edge where it overhangs further, as SDL_ttf
  /// measures; a line is ⌈(1069 + 293) × size / 1000⌉ points tall (the font's ascender and
  /// descender, upem 1000: SDL_ttf's font height).
  case font
  /// ``FixedMetricsTextMeasurer``'s round numbers (each character 0.6 em wide, a line 1.2 em
  /// tall), only for tests of layout arithmetic that say they need them.
  case fixed

  /// A measurer of this kind; `.font` shares one font face (and its shaping cache) across the
  /// process and, when no font loads, warns once on standard error and measures `.fixed`.
  @MainActor
  package var measurer: any TextMeasurer {
    switch self {
    case .fixed: FixedMetricsTextMeasurer()
    case .font: SystemFonts.measurer
    }
  }
}

/// The process's one system font face for headless hosts (internal).
@MainActor
private enum SystemFonts {
  static let measurer: any TextMeasurer = {
    do {
      return FontTextMeasurer(face: try FontFace.sansSerif())
    } catch {
      FileHandle.standardError.write(
        Data("TempoTestSupport: no system font (\(error)); text measured with fixed metrics\n".utf8)
      )
      return FixedMetricsTextMeasurer()
    }
  }()
}

/// The size, in points, of one line of `text` at `fontSize` points in `style`, as a default
/// headless host (``TextMetrics/font``) measures it: for expectations that are layout arithmetic
/// over a text's measured size (a test about the layout, not about the width itself).
@MainActor
package func measuredText(
  _ text: String, fontSize: Double = 17, style: FontStyle = FontStyle()
) -> CGSize {
  TextMetrics.font.measurer.size(of: text, fontSize: fontSize, style: style)
}
