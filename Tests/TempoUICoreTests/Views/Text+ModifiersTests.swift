import TempoScene
import TempoUICore
import Testing

/// Text's own modifiers return `Text`: they style that text alone, over the environment, and
/// texts join with `+`.
@MainActor
@Suite("Text modifiers")
struct TextModifiersTests {
  @Test(
    "Text.font(.title).bold().foregroundColor(.red) is a Text: 28 pt, bold, red, inside a blue VStack"
  )
  func modifiersReturnText() {
    let styled: Text = Text("A").font(.title).bold().foregroundColor(.red)
    let list = HostedView(
      VStack {
        styled; Text("B")
      }.foregroundColor(.blue)
    ).frame()
    #expect(list.texts("A").first?.kind == .text("A", size: 28))
    #expect(list.texts("A").first?.color.isClose(to: .red) == true)
    #expect(list.texts("B").first?.color.isClose(to: .blue) == true)
    #expect(list.texts("B").first?.kind == .text("B", size: 17))
    let bold = list.commands.contains {
      if case .text("A", _, _, _, _, _, true) = $0 { true } else { false }
    }
    #expect(bold)
  }

  @Test("Text(\"Hello, \") + Text(\"world\") draws one text \"Hello, world\"")
  func concatenation() {
    let list = HostedView(Text("Hello, ") + Text("world")).frame()
    #expect(list.texts("Hello, world").count == 1)
  }

  @Test("joining texts of different styles logs one line and keeps the first one's")
  func concatenationOfStyles() {
    var list: DisplayList?
    let warnings = RuntimeWarning.capture {
      list = HostedView(Text("a").foregroundColor(.red) + Text("b").bold()).frame()
    }
    #expect(
      warnings == [
        "TempoUI: Text + Text: TempoUI draws the joined text in the first text's font and colour"
      ])
    #expect(list?.texts("ab").first?.color.isClose(to: .red) == true)
  }

  @Test("Text.foregroundStyle(.green) colours the text; a Text.font inside a .font(.caption) wins")
  func styleAndFont() {
    let list = HostedView(Text("G").foregroundStyle(.green).font(.largeTitle).font(.caption))
      .frame()
    // The outer .font(.caption) on the Text is the Text's own too: the last one set wins.
    #expect(list.texts("G").first?.kind == .text("G", size: 12))
    #expect(list.texts("G").first?.color.isClose(to: .green) == true)
  }
}
