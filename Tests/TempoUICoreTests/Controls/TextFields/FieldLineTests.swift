import TempoScene
import Testing

@testable import TempoUICore

/// How far a field's text slides: content and field widths in points, the caret 2 points wide.
@MainActor
@Suite("A text field's line slides to keep the caret in view")
struct FieldLineTests {
  @Test("text that fits is lined up: leading 0, centred −slack/2, trailing −slack")
  func fittingTextIsAligned() {
    // 100 of text and 2 of caret in 200: 98 of slack.
    #expect(
      FieldLine.scroll(content: 100, field: 200, caretX: 50, alignment: .leading, previous: 30)
        == 0)
    #expect(
      FieldLine.scroll(content: 100, field: 200, caretX: 50, alignment: .center, previous: 0)
        == -49)
    #expect(
      FieldLine.scroll(content: 100, field: 200, caretX: nil, alignment: .trailing, previous: 0)
        == -98)
  }

  @Test("wider text with the caret at its end slides so the caret's right edge is the field's")
  func caretAtEndShowsEnd() {
    // 300 of text in 200: the caret's 2 points end at 302, so 102 to the left.
    #expect(
      FieldLine.scroll(content: 300, field: 200, caretX: 300, alignment: .leading, previous: 0)
        == 102)
  }

  @Test("the slide stays while the caret is in view, and moves only as far as the caret needs")
  func slideIsKept() {
    #expect(
      FieldLine.scroll(content: 300, field: 200, caretX: 150, alignment: .leading, previous: 40)
        == 40)
    #expect(
      FieldLine.scroll(content: 300, field: 200, caretX: 10, alignment: .leading, previous: 40)
        == 10)
  }

  @Test("the slide never shows space past the text's end, and without a caret is 0")
  func slideBounds() {
    // A slide of 150 would leave 48 empty points: at most 300 + 2 − 200 = 102.
    #expect(
      FieldLine.scroll(content: 300, field: 200, caretX: 250, alignment: .leading, previous: 150)
        == 102)
    #expect(
      FieldLine.scroll(content: 300, field: 200, caretX: nil, alignment: .leading, previous: 80)
        == 0)
  }
}
