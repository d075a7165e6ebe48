import TempoScene
import TempoUICore
import Testing

@MainActor
@Suite("EllipticalGradient")
struct EllipticalGradientTests {
  @Test("EllipticalGradient(colors:) is centred, from 0 to 0.5 of the frame in unit space")
  func defaults() throws {
    let list = HostedView(
      EllipticalGradient(colors: [.white, .black]).frame(width: 120, height: 60)
    ).frame()
    let paint = try #require(list.gradients.first).paint
    #expect(paint.kind == .elliptical(center: .center, startRadius: 0, endRadius: 0.5))
    #expect(paint.bounds == rect(0, 0, 120, 60))
  }
}
