import TempoScene
import TempoTestSupport
import TempoUI
import Testing

@testable import TempoGallery

/// The celebration: "🎉 Party!" is drawn at 34 points (`.largeTitle`) and its scale eases
/// (easeInOut 0.5 s, the cubic Bézier (0.42, 0, 0.58, 1)) from 1 to 1.4 after "Celebrate".
@MainActor
struct CelebrationTests {
  /// The scale of the text "🎉 Party!" drawn in `list` and its font size.
  func party(in list: DisplayList) -> (scale: Double, fontSize: Double)? {
    for command in list.commands {
      if case .text("🎉 Party!", let size, _, _, let transform, _, _, _) = command {
        return (hypot(transform.a, transform.b), size)
      }
    }
    return nil
  }

  @Test func theEmojiTextIsALargeTitleAndItsScaleEasesFromOneToOnePointFour() throws {
    let example = HostedExample(Celebration())
    let rest = try #require(party(in: example.run(to: 5)))
    #expect(rest.fontSize == 34 && abs(rest.scale - 1) < 1e-9)
    example.click("Celebrate", atFrame: 6)
    let start = example.time(6)
    let easeInOut = ExactBezier(0.42, 0, 0.58, 1)
    for frame in 6...(6 + 30 + 10) {
      let scale = try #require(party(in: example.run(to: frame))).scale
      let expected = 1 + 0.4 * easeInOut.value(at: min((example.time(frame) - start) / 0.5, 1))
      #expect(abs(scale - expected) < 1e-6, "frame \(frame): \(scale) vs \(expected)")
    }
  }
}
