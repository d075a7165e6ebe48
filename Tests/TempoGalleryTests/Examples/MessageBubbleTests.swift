import TempoScene
import TempoTestSupport
import TempoUI
import Testing

@testable import TempoGallery

/// The message bubble, measured with the system's fonts (Noto Sans). The widths come from
/// hb-shape with FreeType's hinting at 17 px (the recipe is in `TextMetrics.font`'s
/// documentation): the advances' sum in 1/64 px, rounded down to whole pixels; a 17 pt line is
/// ⌈(1069 + 293) × 0.017⌉ = ⌈23.154⌉ = 24 high. "Hello there!" is one line, so the bubble is
/// its width + 24 by 24 + 24; after "Type" the text, offered 200 − 24 = 176 points, wraps into
/// "Hello there!" and "Animations wrap" at once ("Hello there! Animations" is wider than 176),
/// and the bubble eases (easeInOut 0.5 s) to the wider line's width + 24 by 2 × 24 + 24.
@MainActor
struct MessageBubbleTests {
  /// "Hello there!": 832+640+256+256+640+256+384+704+640+426+640+320 = 5994 / 64 = 93.66 → 93.
  static let helloThere = 93.0
  /// "Animations wrap": 704+704+256+1024+640+384+256+640+704+512+256+832+426+640+640 = 8618 / 64
  /// = 134.66 → 134.
  static let animationsWrap = 134.0
  /// A 17 pt line of Noto Sans.
  static let line = 24.0

  @Test func theTextWrapsAtOnceAndTheBubbleEasesToTwoLines() {
    let example = HostedExample(MessageBubble())
    let rest = example.run(to: 5).fills(.blue)[0].rect
    #expect(abs(rest.width - (Self.helloThere + 24)) < 1e-9)
    #expect(abs(rest.height - (Self.line + 24)) < 1e-9)
    example.click("Type", atFrame: 6)
    #expect(example.hasTextNode("Hello there! Animations wrap"))
    let start = example.time(6)
    let easeInOut = ExactBezier(0.42, 0, 0.58, 1)
    for frame in 6...(6 + 30 + 10) {
      let bubble = example.run(to: frame).fills(.blue)[0].rect
      let eased = easeInOut.value(at: min((example.time(frame) - start) / 0.5, 1))
      let width = Self.helloThere + 24 + (Self.animationsWrap - Self.helloThere) * eased
      let height = Self.line + 24 + Self.line * eased
      #expect(abs(bubble.width - width) < 1e-6, "frame \(frame): \(bubble.width) vs \(width)")
      #expect(abs(bubble.height - height) < 1e-6, "frame \(frame): \(bubble.height) vs \(height)")
    }
  }
}
