import Tempo
import TempoScene
import TempoUICore
import Testing

/// `onHover` and `pointerStyle`: where the pointer is over a view's drawn content.
@MainActor
@Suite("onHover and pointerStyle")
struct ViewPointerTests {
  /// Two 20 × 20 squares 20 pt apart, centred in 480 × 320: (210…230) and (250…270) × 150…170.
  func squares(_ probe: Probe) -> some View {
    HStack(spacing: 20) {
      Color.red.frame(width: 20, height: 20).onHover { probe.log.append("left \($0)") }
      Color.blue.frame(width: 20, height: 20).pointerStyle(.default)
    }
  }

  @Test("the pointer entering and leaving a view calls onHover with true, then false")
  func hover() {
    let probe = Probe()
    let hosted = HostedView(squares(probe))
    hosted.frame()
    let scene = hosted.timeline.scene
    scene.pointerMoved(to: CGPoint(x: 220, y: 160))
    scene.pointerMoved(to: CGPoint(x: 222, y: 161))
    scene.pointerMoved(to: CGPoint(x: 240, y: 160))
    #expect(probe.log == ["left true", "left false"])
  }

  @Test(".link shows the pointing hand over the drawn views, not the space between them")
  func link() {
    let hosted = HostedView(squares(Probe()).pointerStyle(.link))
    hosted.frame()
    let scene = hosted.timeline.scene
    scene.pointerMoved(to: CGPoint(x: 220, y: 160))
    #expect(scene.cursor == .pointingHand)
    scene.pointerMoved(to: CGPoint(x: 240, y: 160))
    #expect(scene.cursor == .arrow, "between the squares")
    scene.pointerMoved(to: CGPoint(x: 260, y: 160))
    #expect(scene.cursor == .arrow, "the inner .default wins over the outer .link")
  }

  @Test("pointerStyle(nil) leaves the style of the views around it")
  func inherit() {
    let hosted = HostedView(
      Color.red.frame(width: 20, height: 20).pointerStyle(nil)
        .pointerStyle(.link))
    hosted.frame()
    hosted.timeline.scene.pointerMoved(to: CGPoint(x: 240, y: 160))
    #expect(hosted.timeline.scene.cursor == .pointingHand)
  }
}
