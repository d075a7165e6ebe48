import TempoScene
import TempoTestSupport
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

/// What a field shows changes at once inside an animation, as on iOS (a platform view draws
/// it): typed text is not inserted with a transition and the caret does not glide, while the
/// views around the field animate; a field that moves carries its text inside its border.
/// Measured with the system's fonts: places are arithmetic over a 17 pt line's measured height h.
@MainActor
@Suite("A text field's line changes at once inside an animation")
struct FieldLineAnimationTests {
  /// A field at the window's top over a row only an empty query shows, both under one
  /// `.animation` of the query, linear over 1 s.
  struct FilteredRow: View {
    @State private var query = ""
    var body: some View {
      VStack {
        TextField("Search", text: $query)
        if query.isEmpty { Text("Row") }
      }
      .animation(.linear(duration: 1), value: query)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
  }

  /// The row above a bordered field shown under an `.animation`, linear over 1 s: the field
  /// moves down as the stack grows from h + 8 + (h + 12) to h + 8 + h + 8 + (h + 12) points,
  /// centred (the field's top from 160 − (2h + 20) / 2 + h + 8 to 160 − (3h + 28) / 2 + 2h + 16).
  struct RowAboveField: View {
    @State private var showsRow = false
    var body: some View {
      VStack {
        Button("Show") { showsRow = true }
        if showsRow { Text("Row") }
        TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder)
      }
      .animation(.linear(duration: 1), value: showsRow)
    }
  }

  /// `FilteredRow` with its field clicked, then "ab" typed at frame 10.
  func typedAB() -> HostedView {
    let hosted = HostedView(FilteredRow())
    hosted.frame()
    hosted.click(text: "Search")
    hosted.frame()
    hosted.timeline.move(toFrame: 10)
    hosted.host.typeText("ab")
    hosted.frame()
    return hosted
  }

  @Test("typed text is at opacity 1 the next frame, no placeholder; the row fades: 1 − 1/60, ½")
  func typedTextShowsAtOnceWhileTheRowFades() {
    let hosted = typedAB()
    let next = hosted.frame(11)
    #expect(next.texts("ab").map(\.opacity) == [1])
    #expect(next.texts("Search").isEmpty)
    #expect(next.texts("Row").map { abs($0.opacity - (1 - 1.0 / 60)) < 1e-9 } == [true])
    let half = hosted.frame(40)
    #expect(half.texts("ab").map(\.opacity) == [1])
    #expect(half.texts("Row").map { abs($0.opacity - 0.5) < 1e-9 } == [true])
  }

  @Test("the caret is at the typed text's end the next frame: x = the measured width of \"ab\"")
  func caretJumpsToTheTypedTextsEnd() {
    let caret = typedAB().frame(11).fills(.accentColor).map(\.rect)
    let ab = measuredText("ab")
    #expect(caret.count == 1)
    #expect(caret.first?.isClose(to: rect(ab.width, 0, 2, ab.height)) == true)
  }

  @Test("a field moving under an animation keeps its text 7 in and 6 below its border's top")
  func movingFieldCarriesItsText() {
    let hosted = HostedView(RowAboveField())
    hosted.frame()
    hosted.timeline.move(toFrame: 10)
    hosted.click(text: "Show")
    hosted.frame()
    for frame in 11...71 {
      let list = hosted.frame(frame)
      let border = list.drawn.first { $0.kind == .stroke }?.rect ?? .null
      let text = list.texts("Ada").first?.rect ?? .null
      #expect(abs(text.minX - border.minX - 7) < 1e-9, "frame \(frame)")
      #expect(abs(text.minY - border.minY - 6) < 1e-9, "frame \(frame)")
      // Half way along linear 1 s: the mean of the field's old and new tops.
      let h = Double(measuredText("Ada").height)
      let (from, to) = (160 - (2 * h + 20) / 2 + h + 8, 160 - (3 * h + 28) / 2 + 2 * h + 16)
      if frame == 40 { #expect(abs(border.minY - (from + to) / 2) < 1e-9) }
    }
  }
}
