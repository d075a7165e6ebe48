import Tempo
import TempoScene
import TempoUICore
import Testing

/// `LinearGradient` as a view fills what it is offered; as a shape style it is placed in the
/// filled shape's frame, its unit points kept for the scene to resolve there.
@MainActor
@Suite("LinearGradient")
struct LinearGradientTests {
  @Test(
    "as a view in a 200 × 100 frame centred in 480 × 320: one gradient fill of (140, 110, 200, 100), placed in its frame"
  )
  func fillsItsFrame() throws {
    let list = HostedView(
      LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        .frame(width: 200, height: 100)
    ).frame()
    let gradient = try #require(list.gradients.first)
    #expect(list.gradients.count == 1 && !gradient.isStroke)
    #expect(gradient.rect == rect(140, 110, 200, 100))
    #expect(gradient.paint.bounds == rect(0, 0, 200, 100))
    #expect(gradient.paint.kind == .linear(start: .top, end: .bottom))
    #expect(gradient.paint.stops.map(\.color) == [.red, .blue])
    #expect(gradient.paint.stops.map(\.location) == [0, 1])
  }

  @Test(
    "Circle().fill(LinearGradient(gradient:…)) in a 100 × 60 frame: the gradient is placed in that frame"
  )
  func fillsAShape() throws {
    let list = HostedView(
      Circle()
        .fill(
          LinearGradient(
            gradient: Gradient(colors: [.green, .yellow, .orange]), startPoint: .leading,
            endPoint: .trailing)
        )
        .frame(width: 100, height: 60)
    ).frame()
    let gradient = try #require(list.gradients.first)
    #expect(gradient.paint.bounds == rect(0, 0, 100, 60))
    #expect(gradient.paint.stops.map(\.location) == [0, 0.5, 1])
    #expect(list.fills(.green).isEmpty)  // no colour fill under the gradient
  }

  @Test("in the light appearance the stops take iOS's light system colours (.red #FF3B30)")
  func lightAppearanceResolvesStops() throws {
    let list = HostedView(
      Rectangle()
        .fill(
          LinearGradient(
            stops: [.init(color: .red, location: 0.2)], startPoint: .top, endPoint: .bottom)
        )
        .preferredColorScheme(.light)
    ).frame()
    let gradient = try #require(list.gradients.first)
    #expect(gradient.paint.stops == [.init(color: Color(hex: 0xFF3B30), location: 0.2)])
  }

  @Test(".stroke(LinearGradient, lineWidth: 4) draws a gradient stroke of width 4")
  func strokes() throws {
    let list = HostedView(
      Capsule()
        .stroke(
          LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), lineWidth: 4
        )
        .frame(width: 80, height: 20)
    ).frame()
    guard
      case .gradient(_, _, let style?, _, _) = list.commands.first(where: {
        if case .gradient = $0 { true } else { false }
      })
    else {
      Issue.record("no gradient stroke: \(list.dump())")
      return
    }
    #expect(style.lineWidth == 4)
  }
}
