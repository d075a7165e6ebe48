import TempoScene
import TempoTestSupport
import TempoUI
import Testing

@testable import TempoGallery

/// The lifting card: after "Lift" one spring (duration 0.6, bounce 0.3) moves the card up by
/// 10 points and its shadow from radius 2, y 2 to radius 16, y 14; the largest of the shadow's
/// six copies is the card grown by 5/6 of the radius on each side.
@MainActor
struct LiftingCardTests {
  /// Spring(duration: 0.6, bounce: 0.3) from the spec's mapping: ω0 = 2π / 0.6, ζ = 0.7,
  /// k = ω0², c = 4πζ / 0.6 (mass 1).
  let reference = ClosedFormSpring(stiffness: pow(2 * .pi / 0.6, 2), damping: 4 * .pi * 0.7 / 0.6)

  @Test func theCardAndItsShadowFollowOneSpringFromRestToLifted() {
    let example = HostedExample(LiftingCard())
    let shadowColor = Color.black.opacity(0.6)
    let rest = example.run(to: 5)
    let restCard = rest.fills(.blue)[0].rect
    #expect(abs(rest.fills(shadowColor)[0].rect.width - (140 + 2 * 2 * 5 / 6)) < 1e-9)
    example.click("Lift", atFrame: 6)
    let start = example.time(6)
    for frame in 7...66 {
      let list = example.run(to: frame)
      let card = list.fills(.blue)[0].rect
      let shadow = list.fills(shadowColor)[0].rect
      let x = reference.position(delta: 1, v0: 0, t: example.time(frame) - start)
      // The engine integrates the spring at 1/300 s steps: within 1 % of each change.
      #expect(abs(card.minY - (restCard.minY - 10 * x)) < 0.1, "frame \(frame)")
      let radius = 2 + 14 * x
      #expect(abs(shadow.width - (140 + 2 * radius * 5 / 6)) < 0.3, "frame \(frame)")
      #expect(abs((shadow.midY - card.midY) - (2 + 12 * x)) < 0.15, "frame \(frame)")
    }
  }
}
