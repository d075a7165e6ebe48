import Foundation
import Tempo
import TempoScene
import Testing

@testable import TempoUICore

/// `rotation3DEffect` drawn as the orthographic projection of the rotation (x right, y down):
/// about y, x scales by cos θ (negative past 90°: mirrored); about x, y scales by cos θ; about
/// z, a plain rotation; any axis, the projected unit vectors.
@MainActor
@Suite("rotation3DEffect")
struct Rotation3DTests {
  /// Where the node properties of `rotation` take the point `p` (about the origin).
  func apply(_ rotation: Rotation3D, to p: CGPoint) -> CGPoint {
    let parts = rotation.decomposed
    let transform = AffineTransform2D.rotation(parts.before)
      .concatenating(.scale(x: parts.scale.width, y: parts.scale.height))
      .concatenating(.rotation(parts.after))
    return transform.apply(to: p)
  }

  @Test("about y: x scaled by cos θ (60° halves it, 180° mirrors it), y kept")
  func aboutY() {
    let sixty = Rotation3D(angle: .degrees(60), axis: (0, 1, 0)).decomposed
    #expect(abs(sixty.scale.width - 0.5) < 1e-12 && sixty.scale.height == 1)
    #expect(sixty.before == .zero && sixty.after == .zero)
    let flipped = Rotation3D(angle: .degrees(180), axis: (0, 1, 0)).decomposed
    #expect(abs(flipped.scale.width + 1) < 1e-12 && flipped.scale.height == 1)
  }

  @Test("about x: y scaled by cos θ; about z: the 2D rotation of rotationEffect")
  func aboutXAndZ() {
    let x = Rotation3D(angle: .degrees(120), axis: (1, 0, 0)).decomposed
    #expect(x.scale.width == 1 && abs(x.scale.height + 0.5) < 1e-12)
    let z = Rotation3D(angle: .degrees(30), axis: (0, 0, 1))
    let expected = AffineTransform2D.rotation(.degrees(30)).apply(to: CGPoint(x: 3, y: 2))
    let got = apply(z, to: CGPoint(x: 3, y: 2))
    #expect(abs(got.x - expected.x) < 1e-9 && abs(got.y - expected.y) < 1e-9)
  }

  @Test("a diagonal axis: the node properties reproduce Rodrigues' projected matrix")
  func diagonal() {
    let rotation = Rotation3D(angle: .degrees(70), axis: (1, 1, 0.5))
    // Rodrigues by hand for n = (1, 1, 0.5)/1.5, θ = 70°.
    let (nx, ny, nz) = (1 / 1.5, 1 / 1.5, 0.5 / 1.5)
    let (c, s) = (cos(70 * Double.pi / 180), sin(70 * Double.pi / 180))
    let a = c + nx * nx * (1 - c)
    let b = nx * ny * (1 - c) - nz * s
    let cc = ny * nx * (1 - c) + nz * s
    let d = c + ny * ny * (1 - c)
    for p in [CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: 2, y: -3)] {
      let got = apply(rotation, to: p)
      #expect(abs(got.x - (a * p.x + b * p.y)) < 1e-9)
      #expect(abs(got.y - (cc * p.x + d * p.y)) < 1e-9)
    }
  }

  struct Card: View {
    @State var flipped = false
    var body: some View {
      Color.red.frame(width: 100, height: 60)
        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .onTapGesture { withAnimation(.linear(duration: 1)) { flipped.toggle() } }
    }
  }

  @Test(
    "a card flip turns its angle linearly: 45° at a quarter (cos 45° of its width, about its centre), back to full width at the end"
  )
  func cardFlip() {
    let hosted = HostedView(Card())
    let before = hosted.frame()
    #expect(before.fills(.red).first?.rect == rect(190, 130, 100, 60))
    hosted.click(240, 160)
    // Linear 1 s: at frame 15 the angle is 45°, the width 100 cos 45° about x = 240.
    let quarter = hosted.run(to: 15)
    let width = 100 * cos(Double.pi / 4)
    #expect(
      quarter.fills(.red).first.map {
        $0.rect.isClose(to: rect(240 - width / 2, 130, width, 60), within: 1e-6)
      } == true)
    let end = hosted.run(to: 60)
    #expect(
      end.fills(.red).first.map { $0.rect.isClose(to: rect(190, 130, 100, 60), within: 1e-6) }
        == true)
  }
}
