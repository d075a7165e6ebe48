import CSDL2
import TempoScene

/// One line of text laid out at one pixel size: its runs' fonts, places and advances, in
/// device pixels of the rasterised text (internal; made by ``FontFace``).
package struct ShapedLine {
  /// One run and where it is drawn.
  package struct Placed {
    /// The run.
    package var run: TextRun
    /// The font that draws it: a face of the style, or the emoji font at its strike.
    package var font: TTFFont
    /// The left edge of its image from the start of the line.
    package var x: Double
    /// The top of its image below the top of the line.
    package var drop: Double
    /// The image's scale (the emoji strike's to the text's size; 1 otherwise).
    package var texel: Double
  }

  /// The runs, left to right.
  package var runs: [Placed]
  /// The advance of the whole line.
  package var width: Double
  /// The line's height: the highest ascent and the deepest descent of its faces.
  package var height: Double
  /// The line's ascent: its highest face's, from the line's top to its baseline.
  package var ascent: Double
}

/// What a line is shaped for.
struct LineKey: Hashable {
  package var runs: RunKey
  var pixelSize: Int
  var decorations: Int32
  /// The letter spacing, in pixels.
  var spacing: Double
}

extension FontFace {
  /// `text` in `style` rasterised at `pixelSize`, with `spacing` extra pixels after each
  /// character: each run shaped by SDL_ttf (HarfBuzz) in its direction and script, measured with
  /// its font, and placed after the previous one on a common baseline; cached.
  func shapedLine(of text: String, style: FontStyle, pixelSize: Int, spacing: Double) throws
    -> ShapedLine
  {
    let decorations =
      (style.isUnderlined ? TTF_STYLE_UNDERLINE : 0)
      | (style.isStruckThrough ? TTF_STYLE_STRIKETHROUGH : 0)
    let key = LineKey(
      runs: RunKey(text: text, style: style),
      pixelSize: pixelSize, decorations: decorations, spacing: spacing)
    if let cached = lineCache[key] { return cached }
    let runs = runs(of: text, style: style)
    let list = fallbackList(for: style)
    let primary = try face(0, of: list, pixelSize: pixelSize, decorations: decorations)
    var ascent = Double(primary.ascent)
    var descent = Double(primary.height - primary.ascent)
    var fonts: [TTFFont] = []
    for run in runs {
      if run.isEmoji, let emoji {
        fonts.append(emoji.font)
        continue
      }
      let font = try face(run.fontIndex, of: list, pixelSize: pixelSize, decorations: decorations)
      ascent = max(ascent, Double(font.ascent))
      descent = max(descent, Double(font.height - font.ascent))
      fonts.append(font)
    }
    var placed: [ShapedLine.Placed] = []
    var x = 0.0
    for (run, font) in zip(runs, fonts) {
      let texel = run.isEmoji ? emoji?.scale(toPixelSize: pixelSize) ?? 1 : 1
      font.shape(rightToLeft: run.isRightToLeft, script: run.script)
      let width = Double(font.size(of: run.text).width) * texel
      let cell = run.isDigitCell ? max(Double(font.digitCell), width) : width
      placed.append(
        .init(
          run: run, font: font, x: x + (cell - width) / 2,
          drop: ascent - Double(font.ascent) * texel, texel: texel))
      x += cell + spacing * Double(run.count)
    }
    let line = ShapedLine(runs: placed, width: x, height: ascent + descent, ascent: ascent)
    if lineCache.count >= Self.maximumCachedLines { lineCache.removeAll() }
    lineCache[key] = line
    return line
  }

  /// The face at `index` of `list` (the given file when the list is empty) at `pixelSize`.
  private func face(_ index: Int, of list: FontFallbackList, pixelSize: Int, decorations: Int32)
    throws -> TTFFont
  {
    guard list.choices.indices.contains(index) else {
      return try font(FontChoice(path: path), pixelSize: pixelSize, decorations: decorations)
    }
    return try font(list.choices[index], pixelSize: pixelSize, decorations: decorations)
  }
}
