import Foundation
import TempoScene
import TempoTestSupport
import Testing

@MainActor
@Suite("Canvas nodes")
struct CanvasNodeTests {
  @Test("a 40 × 20 canvas centred in 100 × 80 draws its commands moved to (30, 30), at its opacity")
  func drawsItsCommandsInPlace() {
    let h = SceneHarness(width: 100, height: 80)
    let node = CanvasNode(engine: h.engine)
    node.width = 40
    node.height = 20
    node.opacity = 0.5
    node.commands = [
      .fill(
        Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), color: .white,
        transform: .translation(x: 2, y: 0), opacity: 1)
    ]
    h.scene.addChild(node)
    #expect(h.commands() == "fill M 0 0 L 4 0 L 4 4 L 0 4 Z color #FFFFFF at (32, 30) opacity 0.5")
  }

  @Test("a clip left open is closed after the canvas's commands; an unmatched pop is dropped")
  func clipsPairUp() {
    let h = SceneHarness(width: 100, height: 80)
    let node = CanvasNode(engine: h.engine)
    node.commands = [.popClip, .pushClip(CGRect(x: 0, y: 0, width: 10, height: 10))]
    h.scene.addChild(node)
    #expect(h.commands() == "push-clip (0, 0) 10x10\npop-clip")
  }
}
