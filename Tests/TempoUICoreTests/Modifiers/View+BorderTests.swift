import Tempo
import TempoScene
import TempoUICore
import Testing

/// `.border(_:width:)`: a stroke inside the view's frame.
@MainActor
@Suite("border")
struct ViewBorderTests {
  @Test("a 4-point red border on a 100 × 50 view strokes the rectangle inset by 2 in its frame")
  func strokesInside() {
    let list = HostedView(Color.clear.frame(width: 100, height: 50).border(Color.red, width: 4))
      .frame()
    let strokes = list.drawn.filter { $0.kind == .stroke && $0.color == .red }
    // The frame spans (190, 135)–(290, 185); the line's centre runs 2 inside it.
    #expect(strokes.map(\.rect) == [rect(192, 137, 96, 46)])
  }
}
