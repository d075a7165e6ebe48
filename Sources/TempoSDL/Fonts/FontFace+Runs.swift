import Foundation
import TempoScene

/// A stretch of one line drawn with one font in one direction and script.
package struct TextRun: Equatable {
  /// The characters of the run, in logical order.
  package var text: String
  /// Whether the colour emoji font draws it.
  package var isEmoji: Bool
  /// The index, in the style's ``FontFallbackList``, of the face that draws it.
  package var fontIndex = 0
  /// Whether it is shaped right to left (Arabic, Hebrew, …).
  package var isRightToLeft = false
  /// Its script's ISO 15924 tag ("Latn", "Arab", …; "" when it has none of its own).
  package var script = ""
  /// Whether it is one digit, centred in the font's tabular cell.
  package var isDigitCell = false
  /// Its number of characters (letter spacing follows each).
  package var count = 1
}

/// What a line is split into runs for.
struct RunKey: Hashable {
  var text: String
  var familyName: String?
  var design: FontStyle.Design
  var weight: Int
  var italic: Bool
  var digitCells: Bool
  var spaced: Bool

  /// The key of `text` in `style`: what of the style picks the faces and splits the runs.
  init(text: String, style: FontStyle) {
    self.text = text
    familyName = style.familyName
    design = style.design
    weight = style.weight
    italic = style.isItalic
    digitCells = style.hasMonospacedDigits
    spaced = style.letterSpacing != 0
  }
}

extension FontFace {
  /// The most lines kept split or shaped; beyond it a cache starts over.
  static let maximumCachedLines = 2048

  /// `text` split into runs in the order they are shown, left to right: by the font that draws
  /// each character (the emoji font for emoji that ask for colour or that no other font has,
  /// else the first of the style's faces that has it), by direction (fribidi's levels, runs
  /// reordered as Unicode's bidi algorithm shows them) and by script; one run per character
  /// with letter spacing (left-to-right runs) or per digit with tabular digits.
  func runs(of text: String, style: FontStyle = FontStyle()) -> [TextRun] {
    let key = RunKey(text: text, style: style)
    if let cached = runCache[key] { return cached }
    let made = splitRuns(of: text, key: key, list: fallbackList(for: style))
    if runCache.count >= Self.maximumCachedLines { runCache.removeAll() }
    runCache[key] = made
    return made
  }

  private func splitRuns(of text: String, key: RunKey, list: FontFallbackList) -> [TextRun] {
    let characters = Array(text)
    let levels = LineAnalysis.levels(of: characters)
    var runs: [TextRun] = []
    var runLevels: [UInt8] = []
    for (character, level) in zip(characters, levels) {
      let (isEmoji, index) = font(for: character, list: list)
      let script = character.unicodeScalars.first.flatMap(LineAnalysis.script(of:))
      let isDigit = key.digitCells && character.isASCII && character.isWholeNumber
      let rightToLeft = level % 2 == 1
      if var last = runs.last, runLevels.last == level, last.isEmoji == isEmoji,
        last.fontIndex == index, !isDigit, !last.isDigitCell, !(key.spaced && !rightToLeft),
        script == nil || last.script.isEmpty || last.script == script
      {
        last.text.append(character)
        last.count += 1
        if last.script.isEmpty, let script { last.script = script }
        runs[runs.count - 1] = last
      } else {
        runs.append(
          TextRun(
            text: String(character), isEmoji: isEmoji, fontIndex: index,
            isRightToLeft: rightToLeft, script: script ?? "", isDigitCell: isDigit))
        runLevels.append(level)
      }
    }
    return LineAnalysis.visualOrder(levels: runLevels).map { runs[$0] }
  }

  /// Whether the emoji font draws `character`, else the index of the face that does (0, the
  /// first face's missing glyph, when none has it).
  private func font(for character: Character, list: FontFallbackList) -> (Bool, Int) {
    if character.isASCII { return (false, list.index(for: character) ?? 0) }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return (false, 0) }
    let index = list.index(for: character)
    guard first.properties.isEmoji else { return (false, index ?? 0) }
    let wantsColor = scalars.contains("\u{FE0F}") || first.properties.isEmojiPresentation
    guard wantsColor || index == nil else { return (false, index ?? 0) }
    guard let emoji else {
      if index == nil { warnNoEmojiFont() }
      return (false, index ?? 0)
    }
    return emoji.hasGlyph(first) ? (true, 0) : (false, index ?? 0)
  }
}
