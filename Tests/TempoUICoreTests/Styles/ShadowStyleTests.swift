import Tempo
import TempoScene
import TempoUICore
import Testing

/// `ShapeStyle.shadow(.drop(...))` draws the shape's shadow as `.shadow(color:radius:x:y:)`
/// does; `.inner` is not drawn, and says so once.
@MainActor
@Suite("ShadowStyle")
struct ShadowStyleTests {
  @Test(
    "fill(.red.shadow(.drop(color: .blue, radius: 0, x: 5, y: 8))): blue at (195, 118), red at (190, 110)"
  )
  func dropShadowOfAFill() {
    let list = HostedView(
      Rectangle().fill(.red.shadow(.drop(color: .blue, radius: 0, x: 5, y: 8)))
        .frame(width: 100, height: 100)
    ).frame()
    #expect(list.drawn.map(\.color) == [.blue, .red])
    #expect(list.fills(.blue).map(\.rect) == [rect(195, 118, 100, 100)])
    #expect(list.fills(.red).map(\.rect) == [rect(190, 110, 100, 100)])
  }

  @Test("the drop shadow's default colour is black at 33 % (SwiftUI's)")
  func defaultColor() {
    let list = HostedView(
      Rectangle().fill(.red.shadow(.drop(radius: 0))).frame(width: 10, height: 10)
    ).frame()
    #expect(list.drawn.first?.color.isClose(to: Color(white: 0, opacity: 0.33)) == true)
  }

  @Test("a gradient and a material take a drop shadow too; a background style as well")
  func onGradientsMaterialsAndBackgrounds() {
    let gradient = HostedView(
      Circle().fill(Color.green.gradient.shadow(.drop(color: .blue, radius: 0, y: 4)))
        .frame(width: 40, height: 40)
    ).frame()
    // The shadow of a gradient is the gradient in the shadow's colour, 4 points lower, first.
    let gradients = gradient.gradients
    #expect(gradients.count == 2)
    #expect(gradients.first?.paint.stops.allSatisfy { $0.color == .blue } == true)
    #expect(gradients.first?.rect == gradients.last?.rect.offsetBy(dx: 0, dy: 4))
    // A material's shadow is the shadow's colour at the material's opacity (thin: 50 %).
    let material = HostedView(
      Color.clear.frame(width: 40, height: 40)
        .background(.thinMaterial.shadow(.drop(color: .blue, radius: 0, y: 4)))
    ).frame()
    #expect(material.fills(Color.blue.opacity(0.5)).map(\.rect) == [rect(220, 144, 40, 40)])
  }

  @Test("an inner shadow draws only the style, with one warning")
  func innerShadowIsLeftOut() {
    var list: DisplayList?
    let warnings = RuntimeWarning.capture {
      list = HostedView(
        Rectangle().fill(.red.shadow(.inner(color: .blue, radius: 4))).frame(width: 10, height: 10)
      ).frame()
    }
    #expect(list?.drawn.map(\.color) == [.red])
    #expect(
      warnings == ["TempoUI: an inner ShadowStyle is not drawn: TempoUI draws drop shadows only"])
  }
}
