import Tempo
import TempoScene
import TempoUICore
import Testing

/// The static gradient members reach the same gradients as the initialisers.
@MainActor
@Suite("ShapeStyle gradients")
struct ShapeStyleGradientsTests {
  @Test(".linearGradient(colors:startPoint:endPoint:) is LinearGradient(colors:…)")
  func linear() throws {
    let paint = try firstGradient(
      of:
        Rectangle().fill(
          .linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
    #expect(paint.kind == .linear(start: .leading, end: .trailing))
  }

  @Test(".radialGradient(.red.gradient, endRadius: 30) is centred from 0 to 30 points")
  func radialOfAnyGradient() throws {
    let paint = try firstGradient(
      of: Circle().fill(.radialGradient(Color.red.gradient, endRadius: 30)))
    #expect(paint.kind == .radial(center: .center, startRadius: 0, endRadius: 30))
  }

  @Test(
    ".conicGradient(colors:center:) is a full turn from 0; .angularGradient(stops:…) keeps its angles"
  )
  func angular() throws {
    let conic = try firstGradient(
      of: Circle().fill(.conicGradient(colors: [.red, .blue], center: .center)))
    #expect(conic.kind == .angular(center: .center, startAngle: 0, endAngle: 2 * .pi))
    let angular = try firstGradient(
      of:
        Circle().fill(
          .angularGradient(
            stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)],
            center: .top, startAngle: .zero, endAngle: .degrees(180))))
    #expect(angular.kind == .angular(center: .top, startAngle: 0, endAngle: .pi))
  }

  @Test(".ellipticalGradient(colors:) is EllipticalGradient(colors:)")
  func elliptical() throws {
    let paint = try firstGradient(of: Rectangle().fill(.ellipticalGradient(colors: [.red, .blue])))
    #expect(paint.kind == .elliptical(center: .center, startRadius: 0, endRadius: 0.5))
  }
}
