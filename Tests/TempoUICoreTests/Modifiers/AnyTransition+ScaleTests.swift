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
}
