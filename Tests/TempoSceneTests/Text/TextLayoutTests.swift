import Foundation
import TempoScene
import Testing

/// Line breaking measured with FixedMetricsTextMeasurer at 10 pt: every character 6 pt wide,
/// every line 12 pt tall, so widths are hand-computed from character counts.
@MainActor
@Suite("Text layout")
struct TextLayoutTests {
  let measurer = FixedMetricsTextMeasurer()

  func layout(_ text: String, width: Double?, lineLimit: Int? = nil) -> TextLayout {
    TextLayout(text, fontSize: 10, width: width, lineLimit: lineLimit, measurer: measurer)
  }

  @Test("with no width the text stays on one line: 11 characters are 66 × 12")
  func idealIsOneLine() {
    let text = layout("aaa bbb ccc", width: nil)
    #expect(text.lines == ["aaa bbb ccc"])
    #expect(text.size == CGSize(width: 66, height: 12))
  }

  @Test("a width of exactly the line's 42 pt keeps \"aaa bbb\" on one line")
  func exactWidthFits() {
    #expect(layout("aaa bbb", width: 42).lines == ["aaa bbb"])
  }

  @Test("45 pt breaks \"aaa bbb ccc\" at the second space: 42 × 24, the widest line's width")
  func breaksAtSpaces() {
    let text = layout("aaa bbb ccc", width: 45)
    #expect(text.lines == ["aaa bbb", "ccc"])
    #expect(text.lineSizes == [CGSize(width: 42, height: 12), CGSize(width: 18, height: 12)])
    #expect(text.size == CGSize(width: 42, height: 24))
  }

  @Test("a word wider than 25 pt breaks inside it every 4 characters (24 pt)")
  func longWordBreaksInside() {
    let text = layout("abcdefghij", width: 25)
    #expect(text.lines == ["abcd", "efgh", "ij"])
    #expect(text.size == CGSize(width: 24, height: 36))
  }

  @Test("a long word after a short one starts its own line, then breaks inside")
  func longWordAfterShortWord() {
    #expect(layout("ab cdefghij", width: 25).lines == ["ab", "cdef", "ghij"])
  }

  @Test("a newline always starts a line, even with no width")
  func newlineBreaks() {
    let text = layout("a\nbb", width: nil)
    #expect(text.lines == ["a", "bb"])
    #expect(text.size == CGSize(width: 12, height: 24))
  }

  @Test("lineLimit(1) cuts the line to \"aaa bb…\" (7 characters, 42 ≤ 45 pt)")
  func lineLimitOneTruncates() {
    let text = layout("aaa bbb ccc ddd", width: 45, lineLimit: 1)
    #expect(text.lines == ["aaa bb…"])
    #expect(text.size == CGSize(width: 42, height: 12))
  }

  @Test("lineLimit(2) keeps the first line and ends the second in \"…\"")
  func lineLimitTwoTruncatesTheLast() {
    let text = layout("aaa bbb ccc ddd eee", width: 45, lineLimit: 2)
    #expect(text.lines == ["aaa bbb", "ccc dd…"])
  }

  @Test("a line limit the text is within changes nothing")
  func lineLimitNotReached() {
    #expect(layout("aaa bbb ccc", width: 45, lineLimit: 2).lines == ["aaa bbb", "ccc"])
  }

  @Test("lines line up leading, centred or trailing in the block's width")
  func alignmentOffsets() {
    #expect(TextAlignment.leading.offset(ofLine: 18, in: 42) == 0)
    #expect(TextAlignment.center.offset(ofLine: 18, in: 42) == 12)
    #expect(TextAlignment.trailing.offset(ofLine: 18, in: 42) == 24)
  }
}
