import Tempo
import TempoScene
import TempoUICore
import Testing

/// `.safeAreaInset`: the content along the edge, the view in the space left.
@MainActor
@Suite("safeAreaInset")
struct ViewSafeAreaInsetTests {
  @Test("a 50-point bar inset at the bottom of red: red 480 × 270 above it")
  func bottom() {
    let list = HostedView(Color.red.safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50) })
      .frame()
    #expect(list.fills(.red).map(\.rect) == [rect(0, 0, 480, 270)])
    #expect(list.fills(.blue).map(\.rect) == [rect(0, 270, 480, 50)])
  }

  @Test("a 40-point bar inset at the leading edge 10 points apart: red from x 50")
  func leadingWithSpacing() {
    let list = HostedView(
      Color.red.safeAreaInset(edge: .leading, spacing: 10) { Color.blue.frame(width: 40) }
    ).frame()
    #expect(list.fills(.blue).map(\.rect) == [rect(0, 0, 40, 320)])
    #expect(list.fills(.red).map(\.rect) == [rect(50, 0, 430, 320)])
  }
}
