import Foundation
import TempoScene
import TempoUI
import Testing

@testable import TempoGallery

/// The shake: `ShakeAnimation` wobbles the box about its new place and lets it rest there.
@MainActor
struct ShakeTests {
  @Test func theCurveIsOneMinusADyingCosineAndEndsAfterItsDuration() {
    var context = AnimationContext<Double>()
    let shake = ShakeAnimation(duration: 0.6, shakes: 3)
    // p = 1/6: cos(π) = −1, so 1 + 5/6; p = 1/2: cos(3π) = −1, so 1 + 1/2.
    #expect(
      abs(shake.animate(value: 16.0, time: 0.1, context: &context)! - 16 * (1 + 5.0 / 6)) < 1e-9)
    #expect(abs(shake.animate(value: 16.0, time: 0.3, context: &context)! - 16 * 1.5) < 1e-9)
    #expect(shake.animate(value: 16.0, time: 0, context: &context) == 0)
    #expect(shake.animate(value: 16.0, time: 0.6, context: &context) == nil)
  }

  @Test func theBoxShakesAboutItsNewPlaceAndReturnsToRestThereAfterSixTenthsOfASecond() {
    let example = HostedExample(Shake())
    let rest = example.run(to: 5).fills(.red)[0].rect.minX
    example.click("Try 1234", atFrame: 6)
    let start = example.time(6)
    var signs: [Bool] = []
    for frame in 7...42 {
      let x = example.run(to: frame).fills(.red)[0].rect.minX
      let p = (example.time(frame) - start) / 0.6
      let expected = p >= 1 ? rest + 16 : rest + 16 * (1 - cos(2 * .pi * 3 * p) * (1 - p))
      #expect(abs(x - expected) < 1e-6, "frame \(frame): \(x) vs \(expected)")
      if abs(x - (rest + 16)) > 1e-6 { signs.append(x > rest + 16) }
    }
    // Three back-and-forth shakes cross the new place six times (cos(6πp) = 0 at p = k/12).
    #expect(zip(signs, signs.dropFirst()).filter { $0 != $1 }.count == 6)
    #expect(example.host.engine.isIdle)
    #expect(example.run(to: 60).fills(.red)[0].rect.minX == rest + 16)
  }
}
