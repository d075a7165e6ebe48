import Tempo
import TempoScene
import TempoUICore
import Testing

/// `.toggleStyle(.button)`: the label as a bordered button, its background empty when off and
/// the tint at 15 % when on; a click anywhere on it flips the state.
@MainActor
@Suite("ButtonToggleStyle")
struct ButtonToggleStyleTests {
  /// SwiftUI's dark accent colour, #0A84FF.
  static let accent = ButtonTests.accent

  struct Flag: View {
    @State var isOn = false
    var body: some View {
      VStack {
        Toggle("Flag", isOn: $isOn).toggleStyle(.button)
        Text(isOn ? "On" : "Off")
      }
    }
  }

  /// Whether `drawn` is `tint` seen at `alpha` (its colour's opacity times the fill's).
  static func isTint(_ drawn: Drawn, _ tint: Color, alpha: Double) -> Bool {
    abs(drawn.color.red - tint.red) < 1e-9 && abs(drawn.color.green - tint.green) < 1e-9
      && abs(drawn.color.blue - tint.blue) < 1e-9
      && abs(drawn.color.opacity * drawn.opacity - alpha) < 1e-9
  }

  /// The button's background: the first fill drawn.
  func background(_ list: DisplayList) -> Drawn? { list.drawn.first { $0.kind == .fill } }

  @Test("on: the background is the label padded 12 × 7 points, the accent colour at 15 %")
  func onBackground() throws {
    let list = HostedView(Toggle("Flag", isOn: .constant(true)).toggleStyle(.button)).frame()
    let fill = try #require(background(list))
    let expected = try #require(
      HostedView(Text("Flag").padding(.horizontal, 12).padding(.vertical, 7).background(Color.red))
        .frame().fills(.red).first?.rect)
    #expect(fill.rect.isClose(to: expected, within: 1e-6), "\(fill.rect) vs \(expected)")
    #expect(Self.isTint(fill, Self.accent, alpha: 0.15))
    #expect(list.texts("Flag").first?.color.isClose(to: Self.accent) == true)
  }

  @Test("off: the same place, nothing visible behind the accent-coloured label")
  func offBackground() throws {
    let list = HostedView(Toggle("Flag", isOn: .constant(false)).toggleStyle(.button)).frame()
    let visible = list.drawn.filter { $0.kind == .fill && $0.color.opacity * $0.opacity > 0 }
    #expect(visible.isEmpty)
    #expect(list.texts("Flag").first?.color.isClose(to: Self.accent) == true)
  }

  @Test(".tint(.orange) fills the on background orange at 15 %")
  func tinted() throws {
    let list = HostedView(
      Toggle("Flag", isOn: .constant(true)).toggleStyle(.button).tint(.orange)
    ).frame()
    #expect(Self.isTint(try #require(background(list)), .orange, alpha: 0.15))
  }

  @Test("a click on the label flips the state, and a second flips it back")
  func clickFlips() {
    let hosted = HostedView(Flag())
    hosted.frame()
    hosted.click(text: "Flag")
    #expect(hosted.frame(1).texts("On").count == 1)
    hosted.click(text: "Flag")
    #expect(hosted.run(to: 30).texts("Off").count == 1)
  }

  @Test("disabled: a click does nothing")
  func disabled() {
    let hosted = HostedView(Flag().disabled(true))
    hosted.frame()
    hosted.click(text: "Flag")
    #expect(hosted.frame(1).texts("Off").count == 1)
  }
}
