import Foundation

/// Text broken into lines that fit a width, as SwiftUI's `Text` wraps (internal to layout).
///
/// Lines break at spaces; a word wider than the width breaks between characters; a newline
/// always starts a line. Spaces at a break are dropped. Beyond `lineLimit` lines the last line
/// kept ends in "…", cut between characters to fit. Each line is measured with the measurer.
public struct TextLayout: Equatable, Sendable {
  /// The lines, top to bottom.
  public var lines: [String]
  /// Each line's size, in points.
  public var lineSizes: [CGSize]

  /// The block's size, in points: its widest line by the lines' heights summed.
  public var size: CGSize {
    // A plain loop: the layout's size is read at each frame, and a mapped array allocates.
    var size = CGSize.zero
    for line in lineSizes {
      size.width = max(size.width, line.width)
      size.height += line.height
    }
    return size
  }

  /// How far past the width a line may measure and still fit, in points (rounding).
  static let tolerance = 1e-6

  /// Breaks `text` at `fontSize` points in `style` (made bold when `bold`) into lines at most
  /// `width` points wide (`nil` or not finite: only at newlines), keeping at most `lineLimit`
  /// lines (`nil`: no limit).
  @MainActor
  public init(
    _ text: String, fontSize: Double, bold: Bool = false, style: FontStyle = FontStyle(),
    width: Double?, lineLimit: Int? = nil, measurer: any TextMeasurer
  ) {
    let limit = width.flatMap { $0.isFinite ? max($0, 0) + Self.tolerance : nil }
    let style = style.resolved(bold: bold)
    let breaker = LineBreaker(fontSize: fontSize, style: style, limit: limit, measurer: measurer)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += breaker.lines(of: String(paragraph))
    }
    if let lineLimit, lines.count > max(lineLimit, 1) {
      let kept = max(lineLimit, 1)
      let rest = lines[(kept - 1)...].joined(separator: " ")
      lines = Array(lines[..<(kept - 1)]) + [breaker.truncated(rest)]
    }
    self.lines = lines
    lineSizes = lines.map { measurer.size(of: $0, fontSize: fontSize, style: style) }
  }
}

/// Greedy line breaking for ``TextLayout`` (internal).
@MainActor
private struct LineBreaker {
  let fontSize: Double
  let style: FontStyle
  let limit: Double?
  let measurer: any TextMeasurer

  func fits(_ line: String) -> Bool {
    guard let limit else { return true }
    return measurer.size(of: line, fontSize: fontSize, style: style).width <= limit
  }

  /// One paragraph (no newlines) broken into lines.
  func lines(of paragraph: String) -> [String] {
    guard limit != nil, !fits(paragraph) else { return [paragraph] }
    var lines: [String] = []
    var current = ""
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if fits(candidate) {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = ""
      var rest = Substring(word)
      while !fits(String(rest)) {
        let head = longestFittingPrefix(of: rest)
        lines.append(String(head))
        rest = rest[head.endIndex...]
      }
      current = String(rest)
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }

  /// The longest prefix of `word` that fits, at least one character.
  func longestFittingPrefix(of word: Substring) -> Substring {
    var end = word.index(after: word.startIndex)
    while end < word.endIndex {
      let next = word.index(after: end)
      guard fits(String(word[..<next])) else { break }
      end = next
    }
    return word[..<end]
  }

  /// `text` cut between characters so that it and a trailing "…" fit.
  func truncated(_ text: String) -> String {
    var kept = Substring(text)
    while !kept.isEmpty, !fits(kept.trimmingTrailingSpaces + "…") {
      kept = kept.dropLast()
    }
    return kept.trimmingTrailingSpaces + "…"
  }
}

extension Substring {
  /// The substring without spaces at its end.
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
