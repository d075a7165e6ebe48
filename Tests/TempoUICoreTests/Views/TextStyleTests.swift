import TempoScene
import TempoUICore
import Testing

/// A text's own style overrides the environment for that text; views around it keep theirs.
@MainActor
@Suite("TextStyle")
struct TextStyleTests {
  @Test(
    "a Text's own font is used for its size too: Text(\"W\").font(.title).font(.caption2) is 11 pt, 11 × 15 (Noto Sans)"
  )
  func ownFontSizesTheText() {
    let list = HostedView(Text("W").font(.title).font(.caption2)).frame()
    // .caption2 is 11 pt. hb-shape with FreeType's hinting at 11 px (see `TextMetrics.font`):
    // "W" advances 640 / 64 = 10 px, but its ink is 704 / 64 = 11 px wide from x 0, and the
    // line covers it: 11 wide; a line ⌈(1069 + 293) × 0.011⌉ = ⌈14.982⌉ = 15 tall.
    let text = list.texts("W").first
    #expect(text?.kind == .text("W", size: 11))
    #expect(
      text?.rect.isClose(to: rect(240 - 5.5, 160 - 7.5, 11, 15), within: 1e-9) == true,
      "\(String(describing: text))")
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
