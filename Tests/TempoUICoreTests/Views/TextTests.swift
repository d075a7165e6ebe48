import TempoScene
import TempoUICore
import Testing

/// `Text` sizes to its font: 0.6 × size per character by 1.2 × size (FixedMetricsTextMeasurer),
/// drawn white in the dark appearance, in the environment's font and colour.
@MainActor
@Suite("Text")
struct TextTests {
  @Test("Text(\"Hello\") is 51 × 20.4 at 17 pt, white, centred in 480 × 320")
  func bodyText() {
    let texts = HostedView(Text("Hello")).frame().texts("Hello")
    #expect(texts.count == 1)
    #expect(texts.first?.rect.isClose(to: rect(214.5, 149.8, 51, 20.4)) == true)
    #expect(texts.first?.color.isClose(to: .white) == true)
    #expect(texts.first?.kind == .text("Hello", size: 17))
  }

  @Test(".font(.title) makes \"Hi\" 28 pt: 33.6 × 33.6 at (223.2, 143.2)")
  func titleFont() {
    let texts = HostedView(Text("Hi").font(.title)).frame().texts("Hi")
    #expect(texts.first?.kind == .text("Hi", size: 28))
    #expect(texts.first?.rect.isClose(to: rect(223.2, 143.2, 33.6, 33.6)) == true)
  }

  @Test("a Text in a VStack with a Color is offered the width but keeps its own size")
  func textKeepsItsSize() {
    let list = HostedView(
      VStack(spacing: 0) {
        Text("Hi")
        Color.red.frame(width: 200, height: 10)
      }
    ).frame()
    // Column 200 × 30.4 at (140, 144.8); the text is centred: x = 140 + (200 − 20.4) / 2.
    #expect(list.texts("Hi").first?.rect.isClose(to: rect(229.8, 144.8, 20.4, 20.4)) == true)
    #expect(list.fills(.red).first?.rect.isClose(to: rect(140, 165.2, 200, 10)) == true)
  }
}
