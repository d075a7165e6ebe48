import Tempo
import TempoScene
import TempoTestSupport
import Testing

/// A 20 × 20 white square laid out at (40, 40) in a 100 × 100 scene.
@MainActor
@Suite("Transition state")
struct TransitionStateTests {
  let square = "fill M 0 0 L 20 0 L 20 20 L 0 20 Z color #FFFFFF"

  @Test(
    "inserted without animation, removed under linear(1): 0.5 half way; re-added under linear(1): 0.4375 a quarter later (the chain form), then identity"
  )
  func settledNodeLeavesAndComesBack() {
    let h = SceneHarness()
    let node = h.rectangle("square")
    h.scene.addChild(node)
    #expect(h.commands() == "\(square) at (40, 40)")
    h.tick()
    withAnimation(.linear(duration: 1)) { h.scene.removeChild(node) }
    h.tick()
    h.advance(0.5)
    #expect(h.commands() == "\(square) at (40, 40) opacity 0.5")
    withAnimation(.linear(duration: 1)) { h.scene.addChild(node) }
    h.tick()
    h.advance(0.25)
    // The spec's chain form (§6): the removal's entry moves −1 × 0.75 (r = −0.75), the return's
    // moves (0 − r) × 0.25 = 0.1875 (r = −0.5625): opacity 1 + r = 0.4375 (not additive's 0.5).
    let opacity = h.commands().split(separator: " ").last.flatMap { Double($0) } ?? -1
    #expect(abs(opacity - 0.4375) <= 0.001)
    h.advance(1)
    #expect(h.commands() == "\(square) at (40, 40)")
  }

  @Test("inserted under an animation, it is not drawn at identity until the animation ends")
  func animatedInsertionIsNotSettled() {
    let h = SceneHarness()
    let node = h.rectangle("square")
    withAnimation(.linear(duration: 1)) { h.scene.addChild(node) }
    h.tick()
    h.advance(0.25)
    #expect(h.commands() == "\(square) at (40, 40) opacity 0.25")
    h.advance(1)
    #expect(h.commands() == "\(square) at (40, 40)")
  }
}
