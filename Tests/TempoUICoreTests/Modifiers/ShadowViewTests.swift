import Tempo
import TempoScene
import TempoUICore
import Testing

/// `.shadow(color:radius:x:y:)` draws offset, spread copies of the view below it and leaves
/// its layout alone.
@MainActor
@Suite("shadow")
struct ShadowViewTests {
  @Test(
    "A 100 × 100 square with a blue shadow (radius 0, x 5, y 8): blue at (195, 118), red at (190, 110)"
  )
  func hardShadowBelowView() {
    let list = HostedView(
      Color.red.frame(width: 100, height: 100).shadow(color: .blue, radius: 0, x: 5, y: 8)
    ).frame()
    #expect(list.drawn.map(\.color) == [.blue, .red])
    #expect(list.fills(.blue).map(\.rect) == [rect(195, 118, 100, 100)])
    #expect(list.fills(.red).map(\.rect) == [rect(190, 110, 100, 100)])
  }

  @Test("Radius 12: six shadow copies, the largest grown by 10 points, the smallest shrunk by 10")
  func softShadowSpread() {
    let list = HostedView(
      Color.red.frame(width: 100, height: 100).shadow(color: .blue, radius: 12)
    ).frame()
    let copies = list.fills(.blue)
    #expect(copies.count == 6)
    #expect(copies.first?.rect.isClose(to: rect(180, 100, 120, 120), within: 1e-9) == true)
    #expect(copies.last?.rect.isClose(to: rect(200, 120, 80, 80), within: 1e-9) == true)
  }

  @Test("The default colour is black at 33 % opacity")
  func defaultColor() {
    let list = HostedView(Color.red.frame(width: 10, height: 10).shadow(radius: 0)).frame()
    #expect(list.drawn.first?.color.isClose(to: Color(white: 0, opacity: 0.33)) == true)
  }
}
