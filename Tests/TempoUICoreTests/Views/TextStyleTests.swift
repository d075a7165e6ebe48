import TempoScene
import TempoUICore
import Testing

/// A text's own style overrides the environment for that text; views around it keep theirs.
@MainActor
@Suite("TextStyle")
struct TextStyleTests {
  @Test(
    "a Text's own font is used for its size too: Text(\"W\").font(.title) is 28 × 1.2 points tall")
  func ownFontSizesTheText() {
    let list = HostedView(Text("W").font(.title).font(.caption2)).frame()
    // Fixed metrics: 0.6 × size wide per character, 1.2 × size tall; .caption2 is 11.
    let text = list.texts("W").first
    #expect(text?.kind == .text("W", size: 11))
    #expect(text?.rect.isClose(to: rect(240 - 3.3, 160 - 6.6, 6.6, 13.2), within: 1e-9) == true)
  }

  @Test("a Text's foregroundColor beats an environment gradient (no warning)")
  func ownColourBeatsAGradient() {
    var list: DisplayList?
    let warnings = RuntimeWarning.capture {
      list = HostedView(
        VStack { Text("T").foregroundColor(.orange) }
          .foregroundStyle(
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
      ).frame()
    }
    #expect(warnings.isEmpty)
    #expect(list?.texts("T").first?.color.isClose(to: .orange) == true)
  }
}
