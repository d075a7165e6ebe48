import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// `.buttonStyle(.borderedProminent)`: a white label on the border shape filled with the tint.
@MainActor
@Suite("BorderedProminentButtonStyle")
struct BorderedProminentButtonStyleTests {
  @Test("the label is white over the accent colour, opaque, padded 12 × 7 points")
  func whiteOnAccent() throws {
    let list = HostedView(Button("Tap") {}.buttonStyle(.borderedProminent)).frame()
    #expect(list.texts("Tap").first?.color.isClose(to: .white) == true)
    let fill = try #require(list.drawn.first { $0.kind == .fill })
    #expect(fill.color.isClose(to: ButtonTests.accent) && fill.opacity == 1)
    let expected = try #require(BorderedButtonStyleTests.paddedLabel(12, 7))
    #expect(fill.rect.isClose(to: expected, within: 1e-6))
  }

  @Test(".tint(.orange) fills it orange; disabled, the fill is gray at 30 % and the label gray")
  func tintAndDisabled() throws {
    let orange = HostedView(Button("Tap") {}.buttonStyle(.borderedProminent).tint(.orange)).frame()
    #expect(orange.drawn.first { $0.kind == .fill }?.color.isClose(to: .orange) == true)
    let disabled = HostedView(
      Button("Tap") {}.buttonStyle(.borderedProminent).disabled(true)
    ).frame()
    let fill = try #require(disabled.drawn.first { $0.kind == .fill })
    #expect(abs(fill.color.red - Color.gray.red) < 1e-9)
    #expect(abs(fill.color.opacity * fill.opacity - 0.3) < 1e-9)
    #expect(disabled.texts("Tap").first?.color.isClose(to: .gray) == true)
  }
}
