import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// `.buttonStyle(.bordered)`: the tinted label over its border shape filled with the tint at
/// 15 %, padded 12 × 7 points at the regular control size.
@MainActor
@Suite("BorderedButtonStyle")
struct BorderedButtonStyleTests {
  /// SwiftUI's dark accent colour, #0A84FF.
  static let accent = ButtonTests.accent

  /// The rectangle of the red fill behind "Tap" padded by `horizontal` × `vertical` points:
  /// where a bordered button's background must lie.
  static func paddedLabel(_ horizontal: Double, _ vertical: Double) -> CGRect? {
    HostedView(
      Text("Tap").padding(.horizontal, horizontal).padding(.vertical, vertical)
        .background(Color.red)
    ).frame().fills(.red).first?.rect
  }

  /// The first fill drawn (the button's background).
  static func background(_ view: some View) -> Drawn? {
    HostedView(view).frame().drawn.first { $0.kind == .fill }
  }

  @Test(
    "the background is the label padded 12 × 7 points, filled with the accent colour at 15 % opacity"
  )
  func regularBackground() throws {
    let fill = try #require(Self.background(Button("Tap") {}.buttonStyle(.bordered)))
    let expected = try #require(Self.paddedLabel(12, 7))
    #expect(fill.rect.isClose(to: expected, within: 1e-6), "\(fill.rect) vs \(expected)")
    #expect(
      abs(fill.color.red - Self.accent.red) < 1e-9 && abs(fill.color.blue - Self.accent.blue) < 1e-9
    )
    #expect(abs(fill.color.opacity * fill.opacity - 0.15) < 1e-9)
  }

  @Test("the label is the accent colour; .tint(.green) tints label and fill green")
  func tinted() throws {
    let plain = HostedView(Button("Tap") {}.buttonStyle(.bordered)).frame()
    #expect(plain.texts("Tap").first?.color.isClose(to: Self.accent) == true)
    let green = HostedView(Button("Tap") {}.buttonStyle(.bordered).tint(.green)).frame()
    #expect(green.texts("Tap").first?.color.isClose(to: .green) == true)
    let fill = try #require(green.drawn.first { $0.kind == .fill })
    #expect(abs(fill.color.green - Color.green.green) < 1e-9)
  }

  @Test(".controlSize(.large) pads the label 20 × 14 points; .small 10 × 4")
  func controlSizes() throws {
    let large = try #require(
      Self.background(Button("Tap") {}.buttonStyle(.bordered).controlSize(.large)))
    #expect(large.rect.isClose(to: try #require(Self.paddedLabel(20, 14)), within: 1e-6))
    let small = try #require(
      Self.background(Button("Tap") {}.buttonStyle(.bordered).controlSize(.small)))
    #expect(small.rect.isClose(to: try #require(Self.paddedLabel(10, 4)), within: 1e-6))
  }

  @Test(".buttonBorderShape(.circle) fills a circle as wide as the padded label is high")
  func circleShape() throws {
    let fill = try #require(
      Self.background(Button("Tap") {}.buttonStyle(.bordered).buttonBorderShape(.circle)))
    let padded = try #require(Self.paddedLabel(12, 7))
    #expect(abs(Double(fill.rect.width - fill.rect.height)) < 1e-6)
    #expect(abs(Double(fill.rect.height - min(padded.width, padded.height))) < 1e-6)
  }

  @Test("a destructive bordered button is red; disabled, its label is gray")
  func destructiveAndDisabled() {
    let destructive = HostedView(
      Button("Tap", role: .destructive) {}.buttonStyle(.bordered)
    ).frame()
    #expect(destructive.texts("Tap").first?.color.isClose(to: .red) == true)
    let disabled = HostedView(Button("Tap") {}.buttonStyle(.bordered).disabled(true)).frame()
    #expect(disabled.texts("Tap").first?.color.isClose(to: .gray) == true)
  }

  @Test("pressed, the whole button is at 0.5 the next frame; a click runs the action")
  func pressAndClick() throws {
    let probe = Probe()
    let view = HostedView(Button("Tap") { probe.count += 1 }.buttonStyle(.bordered))
    let center = try #require(view.host.center(ofText: "Tap"))
    view.frame(0)
    view.host.scene.pointerDown(at: center)
    let pressed = view.frame(1)
    #expect(pressed.texts("Tap").first?.opacity == 0.5)
    view.host.scene.pointerUp(at: center)
    view.frame(2)
    #expect(probe.count == 1)
  }
}
