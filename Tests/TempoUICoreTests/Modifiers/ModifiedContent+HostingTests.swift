import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// An `Animatable` modifier is evaluated at every frame of an animation with its
/// `animatableData` interpolated (SwiftUI's `AnimatableModifier` pattern).
@MainActor
@Suite("Animatable modifiers")
struct ModifiedContentHostingTests {
  /// Moves its content right by 100 · sin(π · progress) points.
  struct Arc: ViewModifier, Animatable {
    var progress: Double
    nonisolated var animatableData: Double {
      get { progress }
      set { progress = newValue }
    }
    func body(content: Content) -> some View {
      content.offset(x: 100 * sin(.pi * progress))
    }
  }

  struct Hopper: View {
    @State private var done = false
    var body: some View {
      Color.red.frame(width: 50, height: 50).modifier(Arc(progress: done ? 1 : 0))
        .onTapGesture { withAnimation(.linear(duration: 1)) { done = true } }
    }
  }

  @Test("linear 1 s from 0 to 1: x = 215 + 100 sin(π p) at p = 0.25, 0.5, then 215 at the end")
  func bodyFollowsInterpolatedData() {
    let hosted = HostedView(Hopper())
    hosted.frame()
    hosted.timeline.move(toFrame: 60)
    hosted.click(240, 160)
    #expect(hosted.frame().fills(.red).first?.rect.minX == 215)
    for (frame, progress) in [(75, 0.25), (90, 0.5)] {
      let x = hosted.frame(frame).fills(.red).first?.rect.minX ?? -1
      #expect(abs(Double(x) - (215 + 100 * sin(.pi * progress))) < 1e-9)
    }
    let end = hosted.frame(130).fills(.red).first?.rect.minX ?? -1
    #expect(abs(Double(end) - 215) < 1e-9)
    #expect(hosted.host.engine.isIdle)
  }

  @Test("without an animation the modifier's new data shows at once: x = 215 + 100 sin(π/2)")
  func changeWithoutAnimationJumps() {
    let list = HostedView(Color.red.frame(width: 50, height: 50).modifier(Arc(progress: 0.5)))
      .frame()
    #expect(abs(Double(list.fills(.red).first?.rect.minX ?? -1) - 315) < 1e-9)
  }
}
