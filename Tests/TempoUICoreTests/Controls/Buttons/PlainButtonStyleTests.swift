import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// `.buttonStyle(.plain)`: the label keeps the foreground around it, dims to 0.2 while pressed
/// and fades back along easeOut 0.2 s, and a click runs the action.
@MainActor
@Suite("PlainButtonStyle")
struct PlainButtonStyleTests {
  @Test(
    "the label is the primary colour (white, dark appearance), or the foregroundColor set around it — not the accent"
  )
  func labelUntinted() {
    let plain = HostedView(Button("Tap") {}.buttonStyle(.plain)).frame()
    #expect(plain.texts("Tap").first?.color.isClose(to: .white) == true)
    let red = HostedView(Button("Tap") {}.buttonStyle(.plain).foregroundColor(.red)).frame()
    #expect(red.texts("Tap").first?.color.isClose(to: .red) == true)
  }

  @Test("pressed, the label is at 0.2 the next frame; released, it fades back along easeOut 0.2 s")
  func pressedDims() throws {
    let view = HostedView(Button("Tap") {}.buttonStyle(PlainButtonStyle()))
    let center = try #require(view.host.center(ofText: "Tap"))
    view.frame(0)
    view.host.scene.pointerDown(at: center)
    #expect(view.frame(1).texts("Tap").first?.opacity == 0.2)
    view.host.scene.pointerUp(at: center)
    for frame in 1...13 {
      let expected = 0.2 + 0.8 * referenceBezier(0, 0, 0.58, 1, at: Double(frame - 1) / 12)
      let opacity = view.frame(frame).texts("Tap").first?.opacity ?? -1
      #expect(abs(opacity - expected) < 1e-6, "frame \(frame): \(opacity) vs \(expected)")
    }
  }

  @Test("a click on the label runs the action once")
  func clickRunsAction() {
    let probe = Probe()
    let view = HostedView(Button("Tap") { probe.count += 1 }.buttonStyle(.plain))
    view.frame(0)
    view.click(text: "Tap")
    view.frame(1)
    #expect(probe.count == 1)
  }
}
