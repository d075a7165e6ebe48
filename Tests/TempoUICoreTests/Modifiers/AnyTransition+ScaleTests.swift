import Tempo
import TempoScene
import TempoUICore
import Testing

/// `AnyTransition.scale(scale:anchor:)`, SwiftUI's spelling.
@MainActor
@Suite("AnyTransition.scale(scale:anchor:)")
struct AnyTransitionScaleTests {
  struct Toggled: View {
    @State var shown = false
    var body: some View {
      ZStack {
        Text("tap").onTapGesture { withAnimation(.linear(duration: 1)) { shown = true } }
        if shown {
          Color.red.frame(width: 100, height: 100).transition(.scale(scale: 0.5, anchor: .bottom))
        }
      }
    }
  }

  @Test(
    "inserted from scale 0.5 about its bottom: at the start 50 × 50 on the 100-point square's base")
  func insertsFromScale() {
    let hosted = HostedView(Toggled())
    hosted.frame()
    hosted.click(text: "tap")
    let list = hosted.frame()
    // The square spans (190, 110)–(290, 210); half of it about the bottom centre (240, 210).
    #expect(list.fills(.red).first?.rect.isClose(to: rect(215, 160, 50, 50), within: 1e-6) == true)
  }

  /// A 100-point red card with a text, inserted with
  /// `.scale(scale: 0.5).combined(with: .opacity)`.
  struct Card: View {
    @State var shown = false
    var body: some View {
      ZStack {
        Text("tap").onTapGesture { withAnimation(.linear(duration: 1)) { shown = true } }
        if shown {
          Text("Hi").frame(width: 100, height: 100).background(Color.red)
            .transition(.scale(scale: 0.5).combined(with: .opacity))
        }
      }
    }
  }

  @Test(
    "the transition scales and fades the whole subtree: at t = 0.25 and 0.75 s of linear 1 s the card is 100s wide about (240, 160), s = 0.5 + 0.5t, its text scaled by s about the same centre, both at opacity t"
  )
  func scalesAndFadesTheSubtree() {
    let hosted = HostedView(Card())
    hosted.frame()
    hosted.click(text: "tap")
    for frame in [15, 45] {
      let t = Double(frame) / 60
      let s = 0.5 + 0.5 * t
      let list = hosted.run(to: frame)
      let card = list.fills(.red).first
      #expect(
        card?.rect.isClose(to: rect(240 - 50 * s, 160 - 50 * s, 100 * s, 100 * s), within: 1e-9)
          == true, "frame \(frame): \(String(describing: card))")
      #expect(abs((card?.opacity ?? -1) - t) < 1e-9)
      let text = list.commands.compactMap { command -> (AffineTransform2D, Double)? in
        guard case .text("Hi", _, _, _, let transform, let opacity, _, _) = command else {
          return nil
        }
        return (transform, opacity)
      }.first
      let node = hosted.host.scene.root.firstDescendant { ($0 as? TextNode)?.text == "Hi" }
      let size = node?.layoutFrame.size ?? .zero
      let centre = text?.0.apply(to: CGPoint(x: size.width / 2, y: size.height / 2))
      #expect(abs((text?.0.a ?? -1) - s) < 1e-9 && abs((text?.0.d ?? -1) - s) < 1e-9)
      #expect(
        centre.map { abs($0.x - 240) < 1e-9 && abs($0.y - 160) < 1e-9 } == true,
        "frame \(frame): \(String(describing: centre))")
      #expect(abs((text?.1 ?? -1) - t) < 1e-9)
    }
  }
}
