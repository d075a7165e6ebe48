import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// `Button` in its default style: a click runs the action; the label is the accent colour, dims
/// to 0.2 while pressed and fades back along easeOut 0.2 s; disabled, it is gray and inert.
@MainActor
@Suite("Button")
struct ButtonTests {
  /// SwiftUI's dark accent colour, #0A84FF.
  static let accent = Color(red: 0x0A / 255, green: 0x84 / 255, blue: 0xFF / 255)

  /// A button labelled "Tap" that counts its actions in `probe`.
  func tapButton(_ probe: Probe) -> some View {
    Button {
      probe.count += 1
    } label: {
      Text("Tap")
    }
  }

  /// Presses at the centre of the text "Tap", without releasing.
  func press(_ view: HostedView) {
    view.host.activate()
    if let center = view.host.requireCenter(ofText: "Tap") {
      view.host.scene.pointerDown(at: center)
    }
  }

  /// Releases at `point`, or at the centre of "Tap".
  func release(_ view: HostedView, at point: CGPoint? = nil) {
    view.host.activate()
    if let point = point ?? view.host.requireCenter(ofText: "Tap") {
      view.host.scene.pointerUp(at: point)
    }
  }

  /// The actions run after a press on "Tap" at frame 0 and a release at frame 1 at `point` (at
  /// the label when `nil`), counted at frame 2; `pressedCount` is the count before the release.
  func actions(releasingAt point: CGPoint? = nil) -> (pressedCount: Int, count: Int) {
    let probe = Probe()
    let view = HostedView(tapButton(probe))
    view.frame(0)
    press(view)
    view.frame(1)
    let pressedCount = probe.count
    release(view, at: point)
    view.frame(2)
    return (pressedCount, probe.count)
  }

  @Test("a press and release on the label runs the action once; a press alone does not")
  func clickRunsAction() {
    let result = actions()
    #expect(result.pressedCount == 0)
    #expect(result.count == 1)
  }

  @Test("pressed on the label and released outside it, the action does not run")
  func releaseElsewhereCancels() {
    #expect(actions(releasingAt: CGPoint(x: 10, y: 10)).count == 0)
  }

  @Test("the label is the accent colour #0A84FF, or the foregroundColor set around the button")
  func labelColour() {
    let probe = Probe()
    let plain = HostedView(tapButton(probe)).frame()
    #expect(plain.texts("Tap").first?.color.isClose(to: Self.accent) == true)
    let red = HostedView(tapButton(probe).foregroundColor(.red)).frame()
    #expect(red.texts("Tap").first?.color.isClose(to: .red) == true)
  }

  @Test(
    "pressed, the label is at 0.2 the next frame; released, it returns to 1 along easeOut 0.2 s")
  func pressedDims() {
    let probe = Probe()
    let view = HostedView(tapButton(probe))
    view.frame(0)
    press(view)
    #expect(view.frame(1).texts("Tap").first?.opacity == 0.2)
    #expect(view.frame(5).texts("Tap").first?.opacity == 0.2)
    release(view)
    // The fade starts at the release's frame (5) and lasts 12 frames at 60 fps.
    for frame in 5...14 {
      let t = Double(frame - 5) / 12
      let expected = 0.2 + 0.8 * referenceBezier(0, 0, 0.58, 1, at: t)
      let opacity = view.frame(frame).texts("Tap").first?.opacity ?? -1
      #expect(abs(opacity - expected) < 1e-6, "frame \(frame): \(opacity) vs \(expected)")
    }
    #expect(view.frame(17).texts("Tap").first?.opacity == 1)
  }

  @Test("disabled, the label is gray #8E8E93 and a click does not run the action")
  func disabled() {
    let probe = Probe()
    let view = HostedView(tapButton(probe).disabled(true))
    let list = view.frame(0)
    #expect(list.texts("Tap").first?.color.isClose(to: .gray) == true)
    view.click(text: "Tap")
    view.frame(1)
    #expect(probe.count == 0)
  }

  @Test("Button(\"Title\") { } shows the text \"Title\" in the accent colour")
  func titleInitializer() {
    let list = HostedView(Button("Title") {}).frame()
    #expect(list.texts("Title").count == 1)
    #expect(list.texts("Title").first?.color.isClose(to: Self.accent) == true)
  }

  @Test("a destructive button's label is red; .tint(.green) tints a default button's label green")
  func roleAndTint() {
    let destructive = HostedView(Button("Tap", role: .destructive) {}).frame()
    #expect(destructive.texts("Tap").first?.color.isClose(to: .red) == true)
    let tinted = HostedView(Button("Tap") {}.tint(.green)).frame()
    #expect(tinted.texts("Tap").first?.color.isClose(to: .green) == true)
  }
}
