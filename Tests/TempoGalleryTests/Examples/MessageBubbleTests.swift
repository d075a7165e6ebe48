import TempoScene
import TempoTestSupport
import TempoUI
import Testing

@testable import TempoGallery

/// The message bubble, measured with the harness's fixed metrics (a character 0.6 × 17 = 10.2
/// points wide, a line 1.2 × 17 = 20.4 high): "Hello there!" is one line of 12 characters, so
/// the bubble is 12 × 10.2 + 24 by 20.4 + 24; after "Type" the text, offered 200 − 24 = 176
/// points, wraps into "Hello there!" and "Animations wrap" (15 characters) at once, and the
/// bubble eases (easeInOut 0.5 s) to 15 × 10.2 + 24 by 2 × 20.4 + 24.
@MainActor
struct MessageBubbleTests {
  @Test func theTextWrapsAtOnceAndTheBubbleEasesToTwoLines() {
    let example = HostedExample(MessageBubble())
    let rest = example.run(to: 5).fills(.blue)[0].rect
    #expect(abs(rest.width - (12 * 10.2 + 24)) < 1e-9)
    #expect(abs(rest.height - (20.4 + 24)) < 1e-9)
    example.click("Type", atFrame: 6)
    #expect(example.hasTextNode("Hello there! Animations wrap"))
    let start = example.time(6)
    let easeInOut = ExactBezier(0.42, 0, 0.58, 1)
    for frame in 6...(6 + 30 + 10) {
      let bubble = example.run(to: frame).fills(.blue)[0].rect
      let eased = easeInOut.value(at: min((example.time(frame) - start) / 0.5, 1))
      let width = 12 * 10.2 + 24 + 3 * 10.2 * eased
      let height = 20.4 + 24 + 20.4 * eased
      #expect(abs(bubble.width - width) < 1e-6, "frame \(frame): \(bubble.width) vs \(width)")
      #expect(abs(bubble.height - height) < 1e-6, "frame \(frame): \(bubble.height) vs \(height)")
    }
  }
}
