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
    // spring(response:dampingFraction:): k = (2π / response)², c = 4π ζ / response (mass 1).
    let (k, c) = (pow(2 * Double.pi / 0.3, 2), 4 * Double.pi * 0.6 / 0.3)
    for frame in [63, 66, 72, 90] {
      timeline.move(toFrame: frame)
      let width = try #require(samples.fills(.blue, in: host.frame()).first?.rect.width)
      let scale = 1 - Self.verlet(stiffness: k, damping: c, delta: 0.1, at: Double(frame - 60) / 60)
      #expect(abs(Double(width) - Double(rest.width) * scale) < 1e-6, "frame \(frame): \(width)")
    }
    host.scene.pointerUp(at: center)
    _ = host.frame()
    #expect(host.center(ofText: "Pressed 1 times") != nil)
  }

  /// The spec's retargetable spring (§4): velocity Verlet at h = 1/300 s from rest at 0 toward
  /// `delta`, stepped while its clock is before `time`.
  static func verlet(stiffness k: Double, damping c: Double, delta: Double, at time: Double)
    -> Double
  {
    let h = 1.0 / 300
    var (x, v, clock) = (0.0, 0.0, 0.0)
    var a = k * delta
    while clock < time - 1e-12 {
      let half = v + a * h / 2
      x += half * h
      a = k * (delta - x) - c * half
      v = half + a * h / 2
      clock += h
    }
    return x
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
