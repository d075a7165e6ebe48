import Tempo
import TempoScene
import TempoUICore
import Testing

/// `inset(by:)` and `strokeBorder` keep an outline inside the shape's frame.
@MainActor
@Suite("InsetShape")
struct InsetShapeTests {
  @Test("Rectangle().inset(by: 5) in (0, 0, 100, 60) is the rectangle (5, 5, 90, 50)")
  func insetPath() {
    let path = Rectangle().inset(by: 5).path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
    #expect(path.bounds(.identity) == rect(5, 5, 90, 50))
  }

  @Test("strokeBorder(lineWidth: 10) on a 100 × 60 frame at (190, 130) strokes (195, 135, 90, 50)")
  func strokeBorderInsetsByHalfTheWidth() {
    let list = HostedView(
      Rectangle().strokeBorder(Color.red, lineWidth: 10).frame(width: 100, height: 60)
    ).frame()
    let strokes = list.drawn.filter { $0.kind == .stroke && $0.color == .red }
    #expect(strokes.map(\.rect) == [rect(195, 135, 90, 50)])
  }
}
