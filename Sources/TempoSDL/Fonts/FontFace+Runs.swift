import Foundation

/// A stretch of one line drawn with one font: the face's own, or its colour emoji font.
struct TextRun: Equatable {
  /// The characters of the run.
  var text: String
  /// Whether the colour emoji font draws it.
  var isEmoji: Bool
}

extension FontFace {
  /// `text` split into runs by the font that draws each character: the emoji font for emoji
  /// the face's font lacks (or that ask for colour with U+FE0F, or default to emoji
  /// presentation), the face's font for the rest. Without an emoji font it is one run, and the
  /// first emoji the face lacks logs a one-line warning.
  func runs(of text: String) -> [TextRun] {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return [TextRun(text: text, isEmoji: false)] }
    let regular = try? font(pixelSize: 17)
    var runs: [TextRun] = []
    for character in text {
      let isEmoji = drawsAsEmoji(character, regular: regular)
      if let last = runs.last, last.isEmoji == isEmoji {
        runs[runs.count - 1].text.append(character)
      } else {
        runs.append(TextRun(text: String(character), isEmoji: isEmoji))
      }
    }
    return runs
  }

  private func drawsAsEmoji(_ character: Character, regular: TTFFont?) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first, !first.isASCII else { return false }
    let inRegular = regular?.hasGlyph(first) ?? false
    let wantsColor =
      scalars.contains("\u{FE0F}") || first.properties.isEmojiPresentation || !inRegular
    guard wantsColor, first.properties.isEmoji else { return false }
    guard let emoji else {
      if !inRegular { warnNoEmojiFont() }
      return false
    }
    return emoji.hasGlyph(first)
  }

  /// The size of one line of `text` in device pixels when rasterised at `pixelSize`: each run
  /// measured in its font, emoji runs scaled from the emoji font's strike; the height is the
  /// face's line height.
  func lineSize(of text: String, pixelSize: Int, bold: Bool) throws -> (
    width: Double, height: Double
  ) {
    let font = try font(pixelSize: pixelSize, bold: bold)
    let height = Double(font.size(of: "").height)
    var width = 0.0
    for run in runs(of: text) {
      if run.isEmoji, let emoji {
        width += Double(emoji.font.size(of: run.text).width) * emoji.scale(toPixelSize: pixelSize)
      } else {
        width += Double(font.size(of: run.text).width)
      }
    }
    return (width, height)
  }
}
