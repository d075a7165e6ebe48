import Foundation
import Tempo
import TempoScene
import TempoTestSupport
import Testing

@testable import TempoUICore

/// `TextField` in a 480 × 320 window, measured with the system's fonts: a lone field is 480
/// points wide and one 17 pt line (h) tall, centred, its text starting at x 0; the caret follows
/// the measured width of the text before it.
@MainActor
@Suite("TextField")
struct TextFieldTests {
  /// A field of `text`, which the test reads back through `probe`.
  struct Editing: View {
    @State var text: String
    let probe: Probe<String>
    var body: some View {
      TextField("Name", text: $text)
        .onChange(of: text) { probe.record(text) }
    }
  }

  /// The values a view reports, in order.
  final class Probe<Value>: @unchecked Sendable {
    var values: [Value] = []
    func record(_ value: Value) { values.append(value) }
  }

  let lineHeight = Double(measuredText("Name").height)
  var lineTop: Double { (320 - lineHeight) / 2 }
  var caretColor: Color { .accentColor }

  @Test("an empty field shows its title at x 0 in the placeholder colour, #EBEBF5 at 30 %")
  func placeholder() {
    let list = HostedView(Editing(text: "", probe: Probe())).frame()
    let title = list.texts("Name")
    #expect(title.map(\.color) == [Color(hex: 0xEBEBF5, opacity: 0.3)])
    #expect(title.first?.rect.minX == 0)
    #expect(abs((title.first?.rect.minY ?? 0) - lineTop) < 1e-9)
    #expect(list.fills(caretColor).isEmpty)
  }

  @Test("a prompt is shown instead of the title, and text instead of either")
  func promptAndText() {
    let prompted = HostedView(TextField("Name", text: .constant(""), prompt: Text("Required")))
    #expect(prompted.frame().texts("Required").count == 1)
    #expect(prompted.frame().texts("Name").isEmpty)
    let filled = HostedView(TextField("Name", text: .constant("Ada"))).frame()
    #expect(filled.texts("Ada").count == 1)
    #expect(filled.texts("Name").isEmpty)
  }

  @Test("a click shows a 2-point caret a line tall in the accent colour at the text's end")
  func clickFocusesWithCaretAtEnd() {
    let hosted = HostedView(Editing(text: "Ada", probe: Probe()))
    hosted.frame()
    hosted.click(240, 160)
    let caret = hosted.frame().fills(caretColor).map(\.rect)
    #expect(caret.count == 1)
    let end = Double(measuredText("Ada").width)
    #expect(
      caret.first?.isClose(to: CGRect(x: end, y: lineTop, width: 2, height: lineHeight)) == true)
  }

  @Test("typed text goes into the binding at the caret; Backspace and ← edit before it")
  func typingEditsTheBinding() {
    let probe = Probe<String>()
    let hosted = HostedView(Editing(text: "", probe: probe))
    hosted.frame()
    hosted.click(240, 160)
    hosted.frame()
    #expect(hosted.host.typeText("Helo"))
    hosted.frame()
    hosted.host.keyPress(KeyPress(key: .leftArrow))
    hosted.host.typeText("l")
    hosted.frame()
    hosted.host.keyPress(KeyPress(key: .end))
    hosted.host.keyPress(KeyPress(key: .delete))
    let list = hosted.frame()
    #expect(probe.values == ["Helo", "Hello", "Hell"])
    #expect(list.texts("Hell").count == 1)
    // The caret after the four characters "Hell".
    let end = Double(measuredText("Hell").width)
    #expect(list.fills(caretColor).first.map { abs($0.rect.minX - end) < 1e-9 } == true)
  }

  @Test("with no field focused, typed text goes nowhere and keys reach onKeyPress")
  func unfocusedTakesNothing() {
    let probe = Probe<String>()
    var pressed: [KeyEquivalent] = []
    let hosted = HostedView(
      Editing(text: "", probe: probe).onKeyPress { press in
        pressed.append(press.key)
        return .handled
      })
    hosted.frame()
    #expect(!hosted.host.typeText("x"))
    hosted.host.keyPress(KeyPress(key: "x"))
    hosted.frame()
    #expect(probe.values.isEmpty)
    #expect(pressed == ["x"])
  }

  @Test("a focused field takes the keys that type, not Escape, which reaches onKeyPress")
  func focusedTakesTypingKeys() {
    var pressed: [KeyEquivalent] = []
    let hosted = HostedView(
      Editing(text: "", probe: Probe()).onKeyPress { press in
        pressed.append(press.key)
        return .handled
      })
    hosted.frame()
    hosted.click(240, 160)
    hosted.frame()
    for key: KeyEquivalent in ["x", .space, .delete, .escape] {
      hosted.host.keyPress(KeyPress(key: key))
    }
    #expect(pressed == [.escape])
  }

  @Test("Return takes the focus away, then runs onSubmit; the caret is gone")
  func returnSubmits() {
    var submitted = 0
    let hosted = HostedView(
      TextField("Name", text: .constant("Ada")).onSubmit { submitted += 1 })
    hosted.frame()
    hosted.click(240, 160)
    #expect(hosted.frame().fills(caretColor).count == 1)
    hosted.host.keyPress(KeyPress(key: .return))
    #expect(submitted == 1)
    #expect(hosted.frame().fills(caretColor).isEmpty)
  }

  @Test("onEditingChanged hears true when focused and false when Return ends it; onCommit runs")
  func deprecatedCallbacks() {
    var events: [String] = []
    let hosted = HostedView(
      TextField(
        "Name", text: .constant(""), onEditingChanged: { events.append("editing \($0)") },
        onCommit: { events.append("commit") }))
    hosted.frame()
    hosted.click(240, 160)
    hosted.frame()
    hosted.host.keyPress(KeyPress(key: .return))
    hosted.frame()
    #expect(events == ["editing true", "editing false", "commit"])
  }

  struct TwoFields: View {
    @State var first = ""
    @State var second = ""
    var body: some View {
      VStack {
        TextField("First", text: $first)
        TextField("Second", text: $second)
        Text("\(first)|\(second)")
      }
    }
  }

  @Test("Tab moves the focus to the next field, and from the last back to the first")
  func tabMovesFocus() {
    let hosted = HostedView(TwoFields())
    hosted.frame()
    hosted.click(text: "First")
    hosted.frame()
    hosted.host.typeText("a")
    hosted.host.keyPress(KeyPress(key: .tab))
    hosted.frame()
    hosted.host.typeText("b")
    hosted.host.keyPress(KeyPress(key: .tab))
    hosted.frame()
    hosted.host.typeText("c")
    #expect(hosted.frame().texts("ac|b").count == 1)
  }

  @Test("a disabled field takes no focus: a click shows no caret and typing changes nothing")
  func disabledTakesNoFocus() {
    let probe = Probe<String>()
    let hosted = HostedView(Editing(text: "", probe: probe).disabled(true))
    hosted.frame()
    hosted.click(240, 160)
    #expect(hosted.frame().fills(caretColor).isEmpty)
    #expect(!hosted.host.typeText("x"))
    #expect(probe.values.isEmpty)
  }

  @Test("a secure field shows a bullet for each character")
  func secureFieldShowsBullets() {
    let list = HostedView(SecureField("Password", text: .constant("abc"))).frame()
    #expect(list.texts("\u{2022}\u{2022}\u{2022}").count == 1)
    #expect(list.texts("abc").isEmpty)
  }

  struct Amount: View {
    @State var amount = 12
    var body: some View {
      VStack {
        TextField("Amount", value: $amount, format: .number)
        Text("value \(amount)")
      }
    }
  }

  @Test("a field of a value parses its text when Return ends the editing: 12 → 125")
  func valueCommitsOnReturn() {
    let hosted = HostedView(Amount())
    hosted.frame()
    hosted.click(text: "12")
    hosted.frame()
    hosted.host.typeText("5")
    #expect(hosted.frame().texts("value 12").count == 1)
    hosted.host.keyPress(KeyPress(key: .return))
    #expect(hosted.frame().texts("value 125").count == 1)
  }

  @Test("text that does not parse leaves the value as it was, and the field shows it again")
  func unparsableTextReverts() {
    let hosted = HostedView(Amount())
    hosted.frame()
    hosted.click(text: "12")
    hosted.frame()
    hosted.host.typeText("x")
    #expect(hosted.frame().texts("12x").count == 1)
    hosted.host.keyPress(KeyPress(key: .return))
    let list = hosted.frame()
    #expect(list.texts("value 12").count == 1)
    #expect(list.texts("12").count == 1)
  }

  @Test("text wider than the field slides left so the caret's right edge is the field's")
  func longTextSlides() {
    // 50 characters are wider than the 480-point field: the 2-point caret at the text's end
    // would end `overflow` points too far.
    let text = String(repeating: "w", count: 50)
    let overflow = Double(measuredText(text).width) + 2 - 480
    let hosted = HostedView(TextField("Name", text: .constant(text)))
    hosted.frame()
    hosted.click(240, 160)
    let list = hosted.frame()
    #expect(overflow > 0)
    #expect(list.texts(text).first.map { abs($0.rect.minX + overflow) < 1e-9 } == true)
    #expect(list.fills(caretColor).first.map { abs($0.rect.maxX - 480) < 1e-9 } == true)
  }
}
