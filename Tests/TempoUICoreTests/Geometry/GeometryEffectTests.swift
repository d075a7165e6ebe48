import Tempo
import TempoScene
import TempoUICore
import Testing

/// A ``GeometryEffect`` moves, turns and scales its content by `effectValue(size:)`, computed
/// anew at every frame of an animation of its `animatableData`.
@MainActor
@Suite("GeometryEffect")
struct GeometryEffectTests {
  /// The classic shake: x = amount · sin(animatableData · π · shakesPerUnit).
  struct Shake: GeometryEffect {
    var amount = 10.0
    var shakesPerUnit = 3
    var animatableData: Double
    nonisolated func effectValue(size: CGSize) -> ProjectionTransform {
      ProjectionTransform(
        CGAffineTransform(
          translationX: amount * sin(animatableData * .pi * Double(shakesPerUnit)), y: 0))
    }
  }

  struct Shaken: View {
    @State private var attempts = 0
    var body: some View {
      Color.red.frame(width: 50, height: 50)
        .modifier(Shake(animatableData: Double(attempts)))
        .onTapGesture { withAnimation(.linear(duration: 1)) { attempts += 1 } }
    }
  }

  @Test("linear 1 s from 0 to 1: x = 215 + 10 sin(3π p) at p = 1/6 (+10) and 1/2 (−10), 215 at 1")
  func shakeFollowsSine() {
    let hosted = HostedView(Shaken())
    hosted.click(240, 160, atFrame: 60)
    for (frame, progress) in [(70, 1.0 / 6), (90, 0.5)] {
      let x = Double(hosted.frame(frame).fills(.red).first?.rect.minX ?? -1)
      #expect(abs(x - (215 + 10 * sin(3 * .pi * progress))) < 1e-9)
    }
    #expect(abs(Double(hosted.frame(125).fills(.red).first?.rect.minX ?? -1) - 215) < 1e-9)
  }

  /// Turns its content a quarter turn about its top-left corner and scales it by 2.
  struct Turn: GeometryEffect {
    nonisolated var animatableData: EmptyAnimatableData {
      get { EmptyAnimatableData() }
      set {}
    }
    nonisolated func effectValue(size: CGSize) -> ProjectionTransform {
      ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2).rotated(by: .pi / 2))
    }
  }

  @Test("scale 2 then a quarter turn about the top-left (215, 135): 100 × 100 left of it")
  func rotationAndScaleAboutTopLeft() {
    let list = HostedView(Color.red.frame(width: 50, height: 50).modifier(Turn())).frame()
    // (x, y) ↦ rotate(2x, 2y) = (−2y, 2x): the square covers x ∈ [−100, 0], y ∈ [0, 100].
    #expect(
      list.fills(.red).first?.rect.isClose(to: rect(115, 135, 100, 100), within: 1e-9) == true)
  }
}
