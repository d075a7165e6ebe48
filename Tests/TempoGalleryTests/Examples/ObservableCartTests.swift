import TempoScene
import TempoTestSupport
import TempoUI
import Testing

@testable import TempoGallery

/// The observable cart: after "Add item", the bar that reads the shared `@Observable` cart eases
/// (easeOut 0.6 s, the cubic Bézier (0, 0, 0.58, 1)) from 48 to 96 points, and the count reads
/// "2 of 5 items".
@MainActor
struct ObservableCartTests {
  @Test func theBarReadingTheSharedCartEasesOutFromFortyEightToNinetySixPoints() {
    let example = HostedExample(ObservableCart())
    #expect(abs(example.run(to: 5).fills(.orange)[0].rect.width - 48) < 1e-9)
    example.click("Add item", atFrame: 6)
    let start = example.time(6)
    let easeOut = ExactBezier(0, 0, 0.58, 1)
    for frame in 6...(6 + 36 + 10) {
      let list = example.run(to: frame)
      let width = list.fills(.orange)[0].rect.width
      let progress = min((example.time(frame) - start) / 0.6, 1)
      let expected = 48 + 48 * easeOut.value(at: progress)
      #expect(abs(width - expected) < 1e-6, "frame \(frame): \(width) vs \(expected)")
    }
    #expect(example.host.center(ofText: "2 of 5 items") != nil)
  }
}
