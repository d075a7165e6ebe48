// TempoUI's getting-started example (Sources/TempoUI/TempoUI.docc), kept compiling and running
// (keep it in sync with the article).
// The views are in Readme/LikeButton.swift, which imports only TempoUI, as the README's does.
import Foundation
import TempoScene
import TempoTestSupport
import TempoUI
import Testing

@MainActor
@Suite("The getting-started TempoUI example")
struct ReadmeTempoUIExampleTests {
  @Test(
    "a click fills the heart red at once; its scale follows spring(duration 0.4, bounce 0.5) to 1.5, peaking at 1 + 0.5 (1 + e^(−πζ/√(1−ζ²))) ≈ 1.58 and settling at 1.5"
  )
  func likes() throws {
    let timeline = FrameTimeline()
    let host = ViewHost(LikeButton(), scene: timeline.scene)
    _ = host.frame()
    let heart = try #require(host.center(ofSymbol: "heart", 1))
    host.click(at: heart)
    var scales: [Double] = []
    for frame in 1...90 {
      timeline.move(toFrame: frame)
      let list = host.frame()
      #expect(fillOpacities(of: .red, in: list).count == 1, "frame \(frame)")
      for command in list.commands {
        if case .fill(_, .red, let transform, _) = command { scales.append(transform.a) }
      }
    }
    // spring(duration: 0.4, bounce: 0.5): ω0 = 2π / 0.4, ζ = 0.5, k = ω0², c = 2ζω0. The
    // click lands before frame 1 is drawn: the spring starts at frame 1.
    let omega0 = 2 * Double.pi / 0.4
    let spring = ClosedFormSpring(stiffness: omega0 * omega0, damping: omega0)
    try #require(scales.count == 90)
    for frame in [3, 6, 10, 14, 20, 30] {
      // The engine's 1/300 s Verlet steps: the closed form within its steps, ± 1 % of the change.
      #expect(
        spring.allows(scales[frame - 1], delta: 0.5, at: Double(frame - 1) / 60, tolerance: 5e-3) {
          1 + $0
        }, "frame \(frame): \(scales[frame - 1])")
    }
    // The underdamped peak: overshoot e^(−πζ/√(1−ζ²)) of the change, at π/ωd ≈ 0.23 s; the
    // frames sample near it (a frame is within 0.01 s of it, where the curve is flat to 1e-4),
    // so the largest drawn scale is the peak, ± 1 % of the change.
    let peak = 1 + 0.5 * (1 + exp(-Double.pi * 0.5 / (1 - 0.25).squareRoot()))
    #expect(abs((scales.max() ?? 0) - peak) <= 5e-3, "\(scales.max() ?? 0) vs \(peak)")
    // Finished, the spring leaves its target exactly.
    #expect(scales.last == 1.5)
  }
}
