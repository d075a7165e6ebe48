import Tempo
import TempoScene
import TempoUICore
import Testing

@MainActor
@Suite("AnyGradient.opacity")
struct AnyGradientOpacityTests {
  @Test("opacity(0.5) halves every stop's opacity and keeps the stops' locations")
  func halvesEveryStop() throws {
    let gradient = AnyGradient(Gradient(colors: [.red, .blue.opacity(0.8)])).opacity(0.5)
    let paint = try firstGradient(of: Rectangle().fill(gradient))
    #expect(paint.stops.map(\.color.opacity) == [0.5, 0.4])
    #expect(paint.stops.map(\.location) == [0, 1])
  }

  @Test(
    "Color.gradient.opacity works wherever a style goes: fill, foregroundStyle, background, stroke")
  func colorGradientEverywhere() {
    let list = HostedView(
      VStack {
        Circle().fill(.red.gradient.opacity(0.5)).frame(width: 10, height: 10)
        Rectangle().foregroundStyle(Color.blue.gradient).frame(width: 10, height: 10)
        Color.clear.frame(width: 10, height: 10).background(.green.gradient)
        Capsule().stroke(.orange.gradient, lineWidth: 2).frame(width: 10, height: 10)
        Text("A").foregroundStyle(.pink.gradient)
      }
    ).frame()
    #expect(list.gradients.count == 4)
  }
}
