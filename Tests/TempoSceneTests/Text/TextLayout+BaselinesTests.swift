import Foundation
import TempoScene
import Testing

/// Baselines measured with FixedMetricsTextMeasurer at 10 pt: every line 12 pt tall, its ascent
/// the default 0.8 of that, 9.6 pt.
@MainActor
@Suite("Text layout baselines")
struct TextLayoutBaselinesTests {
  let measurer = FixedMetricsTextMeasurer()

  @Test("a measurer without font metrics gives a line 0.8 of its 12-point height as ascent")
  func defaultAscent() {
    #expect(abs(measurer.ascent(of: "Ag", fontSize: 10, style: FontStyle()) - 9.6) < 1e-9)
  }

  @Test("one line's first and last baselines are both its ascent, 9.6 pt below its top")
  func oneLine() {
    let text = TextLayout("Ag", fontSize: 10, width: nil, measurer: measurer)
    #expect(abs(text.baseline(last: false, fontSize: 10, measurer: measurer) - 9.6) < 1e-9)
    #expect(abs(text.baseline(last: true, fontSize: 10, measurer: measurer) - 9.6) < 1e-9)
  }

  @Test("text wrapped to three lines: first baseline 9.6 pt, last 12 + 12 + 9.6 = 33.6 pt")
  func wrappedLines() {
    let text = TextLayout("aaa bbb ccc", fontSize: 10, width: 30, measurer: measurer)
    #expect(text.lines.count == 3)
    #expect(abs(text.baseline(last: false, fontSize: 10, measurer: measurer) - 9.6) < 1e-9)
    #expect(abs(text.baseline(last: true, fontSize: 10, measurer: measurer) - 33.6) < 1e-9)
  }
}
