import Tempo
import TempoScene
import TempoUICore
import Testing

/// `AngularGradient`'s angles reach the scene in radians; the `angle:` forms make a full turn.
@MainActor
@Suite("AngularGradient")
struct AngularGradientTests {
  func kind(_ view: some View) throws -> GradientPaint.Kind {
    try #require(HostedView(view.frame(width: 50, height: 50)).frame().gradients.first).paint.kind
  }

  @Test("startAngle 90°, endAngle 270° about (0.3, 0.7) reach the scene as π/2 … 3π/2")
  func anglesInRadians() throws {
    let kind = try kind(
      AngularGradient(
        colors: [.red, .blue], center: UnitPoint(x: 0.3, y: 0.7), startAngle: .degrees(90),
        endAngle: .degrees(270)))
    let expected = GradientPaint.Kind.angular(
      center: UnitPoint(x: 0.3, y: 0.7), startAngle: Double.pi / 2, endAngle: 3 * Double.pi / 2)
    #expect(kind == expected)
  }

  @Test("AngularGradient(gradient:center:angle: 45°) is a full turn from π/4 to π/4 + 2π")
  func conicIsAFullTurn() throws {
    let kind = try kind(
      AngularGradient(
        gradient: Gradient(colors: [.red, .blue]), center: .center, angle: .degrees(45)))
    let quarter = Double.pi / 4
    let expected = GradientPaint.Kind.angular(
      center: .center, startAngle: quarter, endAngle: quarter + 2 * .pi)
    #expect(kind == expected)
  }

  @Test(
    "AngularGradient(gradient:center:) is a full turn from 0 (the conic form, as the compiler picks it)"
  )
  func defaultAnglesMakeAFullTurn() throws {
    let kind = try kind(
      AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center))
    let expected = GradientPaint.Kind.angular(
      center: .center, startAngle: 0, endAngle: 2 * Double.pi)
    #expect(kind == expected)
  }

  @Test("equal start and end angles reach the scene as given: it draws them as a full turn")
  func equalAngles() throws {
    let kind = try kind(
      AngularGradient(
        gradient: Gradient(colors: [.red, .blue]), center: .center, startAngle: .degrees(30),
        endAngle: .degrees(30)))
    let thirty = Angle.degrees(30).radians
    let expected = GradientPaint.Kind.angular(center: .center, startAngle: thirty, endAngle: thirty)
    #expect(kind == expected)
  }

  @Test(
    "a progress ring: Circle().trim(…).stroke(AngularGradient, style:) draws a round-capped gradient stroke"
  )
  func progressRing() throws {
    let list = HostedView(
      Circle()
        .trim(from: 0, to: 0.5)
        .stroke(
          AngularGradient(gradient: Gradient(colors: [.green, .blue]), center: .center),
          style: StrokeStyle(lineWidth: 12, lineCap: .round)
        )
        .frame(width: 100, height: 100)
    ).frame()
    guard
      case .gradient(_, let paint, let style?, _, _)? = list.commands.first(where: {
        if case .gradient = $0 { true } else { false }
      })
    else {
      Issue.record("no gradient stroke: \(list.dump())")
      return
    }
    #expect(style.lineWidth == 12 && style.lineCap == .round)
    #expect(paint.bounds == rect(0, 0, 100, 100))
  }
}
