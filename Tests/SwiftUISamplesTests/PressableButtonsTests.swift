import Foundation
import TempoScene
import TempoTestSupport
import TempoUI
import Testing

/// The `PressableButtons` sample: a custom `ButtonStyle` whose press animates on a spring, and
/// the bordered styles beside it.
@MainActor
@Suite("SwiftUI samples: button styles")
struct PressableButtonsTests {
  let samples = SwiftUISamplesTests()

  @Test(
    "bouncy press: held down, the blue capsule shrinks along the spring (response 0.3, damping 0.6) toward 0.9; released on it, the count goes up"
  )
  func bouncyPress() throws {
    let (timeline, host) = samples.host(PressableButtons())
    let rest = try #require(samples.fills(.blue, in: host.frame()).first?.rect)
    let center = CGPoint(x: rest.midX, y: rest.midY)
    timeline.move(toFrame: 60)
    host.scene.pointerDown(at: center)
    _ = host.frame()  // the press lands at 1 s
    // spring(response:dampingFraction:): k = (2π / response)², c = 4π ζ / response (mass 1),
    // and SwiftUI's spring is the damped oscillator's closed form (the spec's §4).
    let spring = ClosedFormSpring(
      stiffness: pow(2 * Double.pi / 0.3, 2), damping: 4 * Double.pi * 0.6 / 0.3)
    for frame in [63, 66, 72, 90] {
      timeline.move(toFrame: frame)
      let width = try #require(samples.fills(.blue, in: host.frame()).first?.rect.width)
      // The engine integrates the spring in 1/300 s steps (velocity Verlet, the spec's §4):
      // the closed form's width within its steps, ± 1 % of the 0.1 change.
      let restWidth = Double(rest.width)
      #expect(
        spring.allows(
          Double(width), delta: 0.1, at: Double(frame - 60) / 60, tolerance: 1e-3 * restWidth
        ) { restWidth * (1 - $0) }, "frame \(frame): \(width)")
    }
    host.scene.pointerUp(at: center)
    _ = host.frame()
    #expect(host.center(ofText: "Pressed 1 times") != nil)
  }

  @Test("Add 10 on its purple prominent button and Reset on its red bordered one change the count")
  func borderedButtons() throws {
    let (timeline, host) = samples.host(PressableButtons())
    #expect(!samples.fills(.purple, in: host.frame()).isEmpty)
    let add = try #require(host.center(ofText: "Add 10"))
    samples.click(add, on: host, timeline, thenMoveTo: 61)
    #expect(host.center(ofText: "Pressed 10 times") != nil)
    host.click(at: try #require(host.center(ofText: "Reset")))
    _ = host.frame()
    #expect(host.center(ofText: "Pressed 0 times") != nil)
  }
}
