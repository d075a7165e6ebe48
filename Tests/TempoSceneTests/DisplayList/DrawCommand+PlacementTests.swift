import Foundation
import TempoScene
import Testing

@Suite("DrawCommand placement")
struct DrawCommandPlacementTests {
  @Test(
    "placed under a move by (10, 5) at opacity 0.5: the command's own transform first, then the move; opacities multiply"
  )
  func concatenatesAndMultiplies() {
    let command = DrawCommand.fill(
      Path(rect: CGRect(x: 0, y: 0, width: 1, height: 1)), color: .white,
      transform: .scale(x: 2, y: 2), opacity: 0.5)
    guard
      case .fill(_, _, let transform, let opacity) = command.placed(
        under: .translation(x: 10, y: 5), opacity: 0.5)
    else {
      Issue.record("not a fill")
      return
    }
    #expect(transform == AffineTransform2D(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 5))
    #expect(opacity == 0.25)
  }

  @Test(
    "a clip's rectangle is mapped: (0, 0, 10 × 4) scaled by 2 and moved by (1, 1) is (1, 1, 20 × 8)"
  )
  func mapsClips() {
    let placed = DrawCommand.pushClip(CGRect(x: 0, y: 0, width: 10, height: 4))
      .placed(
        under: AffineTransform2D.scale(x: 2, y: 2).concatenating(.translation(x: 1, y: 1)),
        opacity: 1)
    #expect(placed == .pushClip(CGRect(x: 1, y: 1, width: 20, height: 8)))
  }
}
