import TempoScene
import TempoTestSupport
import TempoUI
import Testing

@testable import TempoGallery

/// The progress bar: its width eases (easeInOut 0.8 s, the cubic Bézier (0.42, 0, 0.58, 1))
/// from 240 × 0.2 to 240 × 0.6 points.
@MainActor
struct ProgressBarTests {
  @Test func theFilledWidthFollowsTheEaseInOutCurveFromFortyEightToOneHundredFortyFourPoints() {
    let example = HostedExample(ProgressBar())
    #expect(abs(example.run(to: 5).fills(.green)[0].rect.width - 48) < 1e-9)
    example.click("Advance", atFrame: 6)
    let start = example.time(6)
    let easeInOut = ExactBezier(0.42, 0, 0.58, 1)
    for frame in 6...(6 + 48 + 10) {
      let width = example.run(to: frame).fills(.green)[0].rect.width
      let progress = min((example.time(frame) - start) / 0.8, 1)
      let expected = 48 + 96 * easeInOut.value(at: progress)
      #expect(abs(width - expected) < 1e-6, "frame \(frame): \(width) vs \(expected)")
    }
  }
}
