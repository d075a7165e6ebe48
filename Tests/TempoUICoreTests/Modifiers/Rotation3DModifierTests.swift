import Foundation
import Tempo
import TempoScene
import TempoUICore
import Testing

/// `rotation3DEffect` animates its angle: each frame draws the projection of the angle
/// reached, so a full turn spins the view once around.
@MainActor
@Suite("rotation3DEffect's animated angle")
struct Rotation3DModifierTests {
  struct Spinner: View {
    @State var turns = 0.0
    var body: some View {
      Color.red.frame(width: 100, height: 60)
        .rotation3DEffect(.degrees(turns * 360), axis: (x: 0, y: 1, z: 0))
        .onTapGesture { withAnimation(.linear(duration: 1)) { turns += 1 } }
    }
  }

  @Test(
    "a full turn (0° to 360°, linear 1 s) narrows the view to half at 60°, mirrors it full width at 180°, ends as it began"
  )
  func fullTurnSpins() {
    let hosted = HostedView(Spinner())
    hosted.frame()
    hosted.click(240, 160)
    // 60° at frame 10: 100 cos 60° = 50 wide; 180° at frame 30: mirrored, 100 wide.
    let sixty = hosted.run(to: 10).fills(.red).first?.rect
    #expect(sixty?.isClose(to: rect(215, 130, 50, 60), within: 1e-6) == true)
    let half = hosted.run(to: 30).fills(.red).first?.rect
    #expect(half?.isClose(to: rect(190, 130, 100, 60), within: 1e-6) == true)
    let end = hosted.run(to: 60).fills(.red).first?.rect
    #expect(end?.isClose(to: rect(190, 130, 100, 60), within: 1e-6) == true)
  }

  struct Card: View {
    @State var flipped = false
    var body: some View {
      Color.red.frame(width: 100, height: 60)
        .opacity(flipped ? 0 : 1)
        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .onTapGesture { withAnimation(.linear(duration: 1)) { flipped = true } }
    }
  }

  @Test(
    "the content's own change keeps the animation: a face fading out is at opacity 0.5 half-way")
  func contentKeepsAnimation() {
    let hosted = HostedView(Card())
    hosted.frame()
    hosted.click(240, 160)
    let half = hosted.run(to: 30).fills(.red).first
    #expect(half.map { abs($0.opacity - 0.5) < 1e-6 } == true)
  }
}
