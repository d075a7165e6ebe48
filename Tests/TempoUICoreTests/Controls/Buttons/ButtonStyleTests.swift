import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// A style that scales its red-backed label to `pressedScale` while pressed, animating the
/// press with `animation` (none when `nil`), as public samples' "press" styles do.
private struct ScaleStyle: ButtonStyle {
  var pressedScale = 0.5
  var animation: Animation?

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(10)
      .background(Color.red)
      .scaleEffect(configuration.isPressed ? pressedScale : 1)
      .animation(animation, value: configuration.isPressed)
  }
}

/// A style that shows whether it is enabled by its own `@Environment(\.isEnabled)`: green when
/// enabled, gray when not.
private struct EnabledStyle: ButtonStyle {
  @Environment(\.isEnabled) private var isEnabled

  func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(10).background(isEnabled ? Color.green : Color.gray)
  }
}

/// A style that shows its role: red background for destructive, blue otherwise.
private struct RoleStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(4).background(
      configuration.role == .destructive ? Color.red : .blue)
  }
}

/// `ButtonStyle`: the style draws the button from its label and press state, the press changes
/// without animation (the style adds its own), a click on what it draws runs the action, the
/// label is untinted, and the style's `@Environment` is read.
@MainActor
@Suite("ButtonStyle")
struct ButtonStyleTests {
  /// A "Tap" button counting into `probe`, drawn with `style`.
  func styled<S: ButtonStyle>(_ style: S, _ probe: Probe) -> some View {
    Button {
      probe.count += 1
    } label: {
      Text("Tap")
    }.buttonStyle(style)
  }

  /// The red background's rectangle.
  func background(_ list: DisplayList) -> CGRect? { list.fills(.red).first?.rect }

  @Test("the style's body is drawn: the label with the style's padding and red background")
  func bodyDrawn() throws {
    let list = HostedView(styled(ScaleStyle(), Probe())).frame()
    let text = try #require(list.texts("Tap").first)
    let box = try #require(background(list))
    #expect(box.width > 20 && abs(Double(box.midX - text.rect.midX)) < 1e-9)
    #expect(abs(Double(box.midY - 160)) < 1e-9, "centred in the 320-point scene")
  }

  @Test(
    "pressed, the style's scale is 0.5 at the next frame with no animation; released, 1 again at once"
  )
  func pressWithoutAnimation() throws {
    let view = HostedView(styled(ScaleStyle(), Probe()))
    let rest = try #require(background(view.frame(0)))
    view.host.scene.pointerDown(at: CGPoint(x: rest.midX, y: rest.midY))
    let pressed = try #require(background(view.frame(1)))
    #expect(abs(Double(pressed.width - rest.width / 2)) < 1e-9)
    #expect(abs(Double(pressed.midX - rest.midX)) < 1e-9, "scaled about its centre")
    view.host.scene.pointerUp(at: CGPoint(x: rest.midX, y: rest.midY))
    let released = try #require(background(view.frame(2)))
    #expect(released.isClose(to: rest))
  }

  @Test(
    "with .animation(.linear(duration: 0.2), value: isPressed) the press animates: half-way (0.75) at 0.1 s"
  )
  func pressAnimatesWithStylesAnimation() throws {
    let view = HostedView(styled(ScaleStyle(animation: .linear(duration: 0.2)), Probe()))
    let rest = try #require(background(view.frame(0)))
    view.host.scene.pointerDown(at: CGPoint(x: rest.midX, y: rest.midY))
    // The press lands at frame 1's update; 6 frames (0.1 s) later the scale is half-way.
    view.frame(1)
    let halfway = try #require(background(view.frame(7)))
    #expect(
      abs(Double(halfway.width - rest.width * 0.75)) < 1e-6, "\(halfway.width) vs \(rest.width)")
    let done = try #require(background(view.frame(13)))
    #expect(abs(Double(done.width - rest.width / 2)) < 1e-6)
  }

  @Test("a click on the style's padding (outside the text) runs the action once")
  func clickOnStyledArea() throws {
    let probe = Probe()
    let view = HostedView(styled(ScaleStyle(), probe))
    let list = view.frame(0)
    let box = try #require(background(list))
    let text = try #require(list.texts("Tap").first)
    let point = CGPoint(x: box.midX, y: (box.minY + text.rect.minY) / 2)
    #expect(point.y > box.minY && point.y < text.rect.minY)
    view.host.scene.pointerDown(at: point)
    view.host.scene.pointerUp(at: point)
    view.frame(1)
    #expect(probe.count == 1)
  }

  @Test("the label is not tinted: it keeps the primary colour (white in the dark appearance)")
  func labelUntinted() {
    let list = HostedView(styled(ScaleStyle(), Probe())).frame()
    #expect(list.texts("Tap").first?.color.isClose(to: .white) == true)
  }

  @Test(
    "the style's @Environment(\\.isEnabled) reads true, and false under .disabled(true), where a click does nothing"
  )
  func styleEnvironment() {
    let probe = Probe()
    let enabled = HostedView(styled(EnabledStyle(), probe)).frame()
    #expect(enabled.fills(.green).count == 1)
    let view = HostedView(styled(EnabledStyle(), probe).disabled(true))
    #expect(view.frame(0).fills(.gray).count == 1)
    view.click(text: "Tap")
    view.frame(1)
    #expect(probe.count == 0)
  }

  @Test(
    "configuration.role is the button's: .destructive for Button(\"Delete\", role: .destructive)")
  func roleReachesStyle() {
    let list = HostedView(
      VStack {
        Button("Delete", role: .destructive) {}
        Button("Keep") {}
      }.buttonStyle(RoleStyle())
    ).frame()
    #expect(list.fills(.red).count == 1)
    #expect(list.fills(.blue).count == 1)
  }

  @Test(
    "the innermost .buttonStyle wins: a plain style inside a scaling one draws no red background")
  func innermostStyleWins() {
    let list = HostedView(
      Button("Tap") {}.buttonStyle(.plain).buttonStyle(ScaleStyle())
    ).frame()
    #expect(list.fills(.red).isEmpty)
    #expect(list.texts("Tap").count == 1)
  }
}
