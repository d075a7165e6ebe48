import TempoScene
import TempoUICore
import Testing

@MainActor
@Suite("RadialGradient")
struct RadialGradientTests {
  @Test("RadialGradient(colors:center:startRadius: 5, endRadius: 40) keeps its radii in points")
  func radiiInPoints() throws {
    let list = HostedView(
      RadialGradient(colors: [.white, .black], center: .topLeading, startRadius: 5, endRadius: 40)
        .frame(width: 80, height: 80)
    ).frame()
    let paint = try #require(list.gradients.first).paint
    #expect(paint.kind == .radial(center: .topLeading, startRadius: 5, endRadius: 40))
  }
}
