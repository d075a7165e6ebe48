import Tempo
import TempoScene
import TempoUICore
import Testing

/// A shape with `animatableData` animates by interpolating it at every frame and drawing
/// `path(in:)` with that frame's value; a shape without it changes at once.
@MainActor
@Suite("Animatable shapes")
struct AnimatedSceneShapeTests {
  /// A bar from the left edge to `fraction` of the width.
  struct Bar: TempoUICore.Shape {
    var fraction: Double
    nonisolated var animatableData: Double {
      get { fraction }
      set { fraction = newValue }
    }
    nonisolated func path(in rect: CGRect) -> Path {
      Path(
        rect: CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
    }
  }

  /// The same bar without animatable data.
  struct StillBar: TempoUICore.Shape {
    var fraction: Double
    nonisolated func path(in rect: CGRect) -> Path {
      Path(
        rect: CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
    }
  }

  struct Filling<S: TempoUICore.Shape>: View {
    let make: (Double) -> S
    @State private var full = false
    var body: some View {
      make(full ? 1 : 0.2).fill(Color.green).frame(width: 200, height: 20)
        .onTapGesture { withAnimation(.linear(duration: 1)) { full = true } }
    }
  }

  @Test("linear 1 s from 0.2 to 1 of 200 pt: 40 pt wide, then 120 at 0.5 s, 200 at the end")
  func animatableDataInterpolates() {
    let hosted = HostedView(Filling { Bar(fraction: $0) })
    #expect(hosted.frame().fills(.green).first?.rect.width == 40)
    hosted.timeline.move(toFrame: 60)
    hosted.click(240, 160)
    hosted.frame()
    #expect(abs(Double(hosted.frame(90).fills(.green).first?.rect.width ?? -1) - 120) < 1e-9)
    #expect(hosted.frame(120).fills(.green).first?.rect.width == 200)
  }

  @Test("a shape without animatable data draws its new path at once: 200 pt wide at 0.5 s")
  func plainShapeJumps() {
    let hosted = HostedView(Filling { StillBar(fraction: $0) })
    hosted.click(240, 160, atFrame: 60)
    #expect(hosted.frame(90).fills(.green).first?.rect.width == 200)
  }
}
