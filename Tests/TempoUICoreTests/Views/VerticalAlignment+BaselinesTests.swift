import TempoScene
import TempoUICore
import Testing

/// The baseline alignments, approximated by bottoms.
@MainActor
@Suite("Baseline alignments")
struct VerticalAlignmentBaselinesTests {
  @Test("HStack(alignment: .firstTextBaseline) lines up a 34-point and a 17-point text's bottoms")
  func baselineAlignment() {
    let list = HostedView(
      HStack(alignment: .firstTextBaseline) {
        Text("42").font(.largeTitle)
        Text("points")
      }
    ).frame()
    let big = list.texts("42").first?.rect
    let small = list.texts("points").first?.rect
    #expect(abs((big.map { Double($0.maxY) } ?? 0) - (small.map { Double($0.maxY) } ?? 1)) < 1e-9)
  }
}
