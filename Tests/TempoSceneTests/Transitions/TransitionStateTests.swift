import Testing
import TempoScene
import TempoTestSupport

/// A 20 × 20 white square laid out at (40, 40) in a 100 × 100 scene.
@MainActor
@Suite("Transition state")
struct TransitionStateTests {
  let square = "fill M 0 0 L 20 0 L 20 20 L 0 20 Z color #FFFFFF"

  @Test(
    "inserted without animation, removed under linear(1): 0.5 half way; re-added under linear(1): 0.5 a quarter later (additive), then identity"
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
    // Additive (SwiftUI's combining): 1 − [(−1)(1 − 0.75) + (+1)(1 − 0.25)] = 0.5.
    #expect(h.commands() == "\(square) at (40, 40) opacity 0.5")
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
