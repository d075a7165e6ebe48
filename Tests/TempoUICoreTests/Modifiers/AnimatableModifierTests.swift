import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// A modifier declared as `AnimatableModifier`, as older SwiftUI samples declare one.
@MainActor
@Suite("AnimatableModifier")
struct AnimatableModifierTests {
  /// Moves its content right by `distance` points.
  struct Slide: AnimatableModifier {
    var distance: Double
    nonisolated var animatableData: Double {
      get { distance }
      set { distance = newValue }
    }
    func body(content: Content) -> some View {
      content.offset(x: distance)
    }
  }

  /// A red square slid by `Slide`, its change animated implicitly (`.animation(_:value:)`).
  struct Slider: View {
    @State private var moved = false
    var body: some View {
      Color.red.frame(width: 50, height: 50)
        .modifier(Slide(distance: moved ? 100 : 0))
        .animation(.linear(duration: 1), value: moved)
        .onTapGesture { moved = true }
    }
  }

  @Test("linear 1 s from 0 to 100 points: x = 215 + 100 p at p = 0, 0.25, 0.5, 1")
  func bodyFollowsInterpolatedData() {
    let hosted = HostedView(Slider())
    hosted.click(240, 160, atFrame: 60)
    let expected = [(60, 215.0), (75, 240), (90, 265), (130, 315)]
    let xs = expected.map { frame, _ in
      hosted.frame(frame).fills(.red).first.map { Double($0.rect.minX) }
    }
    for ((frame, x), drawn) in zip(expected, xs) {
      #expect(
        drawn.map { abs($0 - x) < 1e-9 } == true, "frame \(frame): \(String(describing: drawn))")
    }
  }
}
