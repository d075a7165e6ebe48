import TempoScene
import TempoTestSupport
import TempoUI
import Testing

@testable import TempoGallery

/// World text: every line is drawn in the style its modifiers ask for, and Show fades the lines
/// in along easeOut 0.4 s (SwiftUI's easeOut is the cubic Bézier (0, 0, 0.58, 1)).
@MainActor
struct WorldTextTests {
  /// The lines of the example, as their text commands draw them.
  static let lines = [
    "送信しました！", "مرحبا بالعالم", "Hello 🎉 你好 안녕 שלום", "Light", "Bold", "Italic", "Serif",
    "Mono", "Rounded",
  ]

  /// The style of the text command drawing `string` in `list`, or nil when it is not drawn.
  func style(_ string: String, in list: DisplayList) -> FontStyle? {
    for command in list.commands {
      if case .text(string, _, _, _, _, _, let bold, let style) = command {
        return style.resolved(bold: bold)
      }
    }
    return nil
  }

  @Test func eachLineIsDrawnInTheWeightSlantAndDesignItsModifiersAskFor() throws {
    let example = HostedExample(WorldText())
    example.click("Show", atFrame: 6)
    let list = example.run(to: 60)
    for line in Self.lines { #expect(style(line, in: list) != nil, "\(line) is drawn") }
    // SwiftUI's weights on the OpenType scale: light 300, bold 700.
    #expect(style("Light", in: list)?.weight == 300)
    #expect(style("Bold", in: list)?.weight == 700)
    #expect(style("Italic", in: list)?.isItalic == true)
    #expect(style("送信しました！", in: list) == FontStyle())
    #expect(style("Serif", in: list)?.design == .serif)
    #expect(style("Mono", in: list)?.design == .monospaced)
    #expect(style("Rounded", in: list)?.design == .rounded)
  }

  @Test func showFadesTheLinesInAlongEaseOutOverPointFourSeconds() throws {
    let example = HostedExample(WorldText())
    example.click("Show", atFrame: 6)  // 0.1 s; the fade ends 24 frames later
    let easeOut = ExactBezier(0, 0, 0.58, 1)
    for (frame, x) in [(12, 0.25), (18, 0.5), (24, 0.75), (30, 1.0)] {
      let opacities = example.run(to: frame).textOpacities("送信しました！")
      let expected = easeOut.value(at: x)
      #expect(opacities.count == 1 && abs(opacities[0] - expected) < 1e-6, "frame \(frame)")
    }
  }
}
