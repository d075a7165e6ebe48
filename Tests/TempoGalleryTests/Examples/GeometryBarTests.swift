import TempoScene
import TempoTestSupport
import TempoUI
import Testing

@testable import TempoGallery

/// The geometry bar: the reader is offered 300 − 2 × 40 = 220 points, so the track is 220
/// points wide and the fill 220 × 0.25 = 55, easing (easeInOut 0.6 s, the cubic Bézier
/// (0.42, 0, 0.58, 1)) to 220 × 0.5 = 110 after "Fill".
@MainActor
struct GeometryBarTests {
  @Test func theFillIsAQuarterOfTheReadersWidthThenEasesToHalfOfIt() {
    let example = HostedExample(GeometryBar())
    let rest = example.run(to: 5)
    #expect(abs(rest.fills(Color.gray.opacity(0.3))[0].rect.width - 220) < 1e-9)
    #expect(abs(rest.fills(.orange)[0].rect.width - 55) < 1e-9)
    example.click("Fill", atFrame: 6)
    let start = example.time(6)
    let easeInOut = ExactBezier(0.42, 0, 0.58, 1)
    for frame in 6...(6 + 36 + 10) {
      let width = example.run(to: frame).fills(.orange)[0].rect.width
      let progress = min((example.time(frame) - start) / 0.6, 1)
      let expected = 55 + 55 * easeInOut.value(at: progress)
      #expect(abs(width - expected) < 1e-6, "frame \(frame): \(width) vs \(expected)")
    }
  }
}
