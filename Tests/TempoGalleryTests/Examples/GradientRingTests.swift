import Foundation
import TempoScene
import TempoTestSupport
import TempoUI
import Testing

@testable import TempoGallery

/// The gradient ring: an angular gradient stroked along a circle trimmed to the level, whose
/// end follows Spring(duration: 0.8, bounce: 0.3) from 0.3 to 0.65 of the turn, on a card of a
/// rounded linear gradient.
@MainActor
struct GradientRingTests {
  /// The spring's physics from the spec's mapping: ω0 = 2π / 0.8, ζ = 1 − 0.3, k = ω0²,
  /// c = 4πζ / 0.8 (mass 1).
  let reference = ClosedFormSpring(stiffness: pow(2 * .pi / 0.8, 2), damping: 4 * .pi * 0.7 / 0.8)

  /// The gradient stroke's trimmed end as a fraction of the turn, from the circle's centre in
  /// its own 90 × 90 frame (clockwise from +x, where the circle's outline starts).
  func level(_ list: DisplayList) -> Double? {
    for command in list.commands {
      guard case .gradient(let path, _, _?, _, _) = command, let last = path.elements.last
      else { continue }
      let end: CGPoint
      switch last {
      case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): end = p
      case .closeSubpath: return nil
      }
      var angle = atan2(Double(end.y) - 45, Double(end.x) - 45)
      if angle < 0 { angle += 2 * .pi }
      return angle / (2 * .pi)
    }
    return nil
  }

  @Test func theRingsEndFollowsTheSpringFromThreeTenthsToSixtyFiveHundredthsOfATurn() throws {
    let example = HostedExample(GradientRing())
    let first = example.run(to: 5)
    // Within 1e-4: the outline is four Bézier quarter circles, trimmed by their arc length.
    let initial = try #require(level(first))
    #expect(abs(initial - 0.3) < 1e-4, "\(initial)")
    example.click("Charge", atFrame: 6)
    let start = example.time(6)
    for frame in 7...66 {
      let drawn = try #require(level(example.run(to: frame)))
      let expected = 0.3 + reference.position(delta: 0.35, v0: 0, t: example.time(frame) - start)
      // Within 1 % of the 0.35 change (the engine steps the spring at 1/300 s).
      #expect(abs(drawn - expected) < 3.5e-3, "frame \(frame): \(drawn) vs \(expected)")
    }
  }

  @Test func theRingIsAnAngularGradientAndTheCardARoundedLinearOne() throws {
    let list = HostedExample(GradientRing()).run(to: 1)
    let paints = list.commands.compactMap { command -> (GradientPaint, Bool)? in
      guard case .gradient(_, let paint, let style, _, _) = command else { return nil }
      return (paint, style != nil)
    }
    let card = try #require(paints.first { !$0.1 }).0
    #expect(card.kind == .linear(start: .topLeading, end: .bottomTrailing))
    #expect(card.stops.map(\.color) == [.indigo, .purple])
    let ring = try #require(paints.first { $0.1 }).0
    #expect(ring.kind == .angular(center: .center, startAngle: 0, endAngle: 2 * Double.pi))
    #expect(ring.stops.map(\.color) == [.mint, .green, .yellow, .orange])
  }
}
