import Tempo
import TempoScene
import TempoTestSupport
import Testing

/// Each test inserts or removes a 20 × 20 white square, laid out at (40, 40) in a 100 × 100
/// scene, under a linear 1 s animation, and reads the display list halfway (progress 0.5).
@MainActor
@Suite("Transitions")
struct TransitionTests {
  let square = "fill M 0 0 L 20 0 L 20 20 L 0 20 Z color #FFFFFF"

  /// Inserts a square with `transition` under linear(1) and advances to progress 0.5.
  func insertHalfway(_ transition: Transition) -> (SceneHarness, ShapeNode) {
    let h = SceneHarness()
    let node = h.rectangle("square")
    node.transition = transition
    withAnimation(.linear(duration: 1)) { h.scene.addChild(node) }
    h.tick()
    h.advance(0.5)
    return (h, node)
  }

  /// Adds a square without animation, removes it under linear(1), advances to progress 0.5.
  func removeHalfway(_ transition: Transition) -> (SceneHarness, ShapeNode) {
    let h = SceneHarness()
    let node = h.rectangle("square")
    node.transition = transition
    h.scene.addChild(node)
    h.tick()
    withAnimation(.linear(duration: 1)) { h.scene.removeChild(node) }
    h.tick()
    h.advance(0.5)
    return (h, node)
  }

  @Test("the default opacity transition fades in from 0, starting at the next tick")
  func opacityInsertion() {
    let h = SceneHarness()
    let node = h.rectangle("square")
    withAnimation(.linear(duration: 1)) { h.scene.addChild(node) }
    #expect(h.commands() == "")  // opacity 0: nothing drawn
    h.tick()
    #expect(h.commands() == "")
    h.advance(0.25)
    #expect(h.commands() == "\(square) at (40, 40) opacity 0.25")
    h.advance(0.85)
    #expect(h.commands() == "\(square) at (40, 40)")
    #expect(!node.isAnimating)
  }

  @Test("the opacity removal keeps the node, leaving, until its animation is removed")
  func opacityRemoval() {
    let (h, node) = removeHalfway(.opacity)
    #expect(h.commands() == "\(square) at (40, 40) opacity 0.5")
    #expect(node.isLeaving && h.scene.contains(node))
    h.advance(0.4)
    #expect(h.scene.contains(node))
    h.advance(0.2)
    #expect(!h.scene.contains(node) && node.parent == nil && !node.isLeaving)
    #expect(h.commands() == "")
  }

  @Test("without an animation, insertion shows identity and removal detaches at once")
  func unanimated() {
    let h = SceneHarness()
    let node = h.rectangle("square")
    h.scene.addChild(node)
    #expect(h.commands() == "\(square) at (40, 40)")
    h.scene.removeChild(node)
    #expect(!h.scene.contains(node))
    #expect(h.commands() == "")
  }

  @Test("identity: no change; its removal detaches at once even under an animation")
  func identity() {
    let (h, node) = insertHalfway(.identity)
    #expect(h.commands() == "\(square) at (40, 40)")
    withAnimation(.linear(duration: 1)) { h.scene.removeChild(node) }
    #expect(!h.scene.contains(node))
  }

  @Test("scale grows from about 1e-5 around the centre")
  func scale() {
    let (h, _) = insertHalfway(.scale)
    // s = 1e-5 + (1 − 1e-5) · 0.5 ≈ 0.5; about (10, 10): tx = 40 + 10 − 10 s ≈ 45.
    #expect(h.commands() == "\(square) transform (0.5, 0, 0, 0.5, 45, 45)")
  }

  @Test("scale(_:anchor:) scales about the anchor")
  func scaleAnchor() {
    let (h, _) = insertHalfway(.scale(0.5, anchor: .topLeading))
    #expect(h.commands() == "\(square) transform (0.75, 0, 0, 0.75, 40, 40)")
  }

  @Test("a 90° turn about the top-leading corner is 45° half way: (cos, sin, −sin, cos, 40, 40)")
  func rotationAboutAnchor() {
    let (h, node) = insertHalfway(
      Transition(TransitionEffect(rotation: .degrees(90), rotationAnchor: .topLeading)))
    _ = h.commands()  // lays the scene out
    let t = node.transformToParent
    let half = (2.0).squareRoot() / 2
    #expect(abs(t.a - half) < 1e-9 && abs(t.b - half) < 1e-9)
    #expect(abs(t.c + half) < 1e-9 && abs(t.d - half) < 1e-9)
    #expect(abs(t.tx - 40) < 1e-9 && abs(t.ty - 40) < 1e-9)
  }

  @Test("offset moves in from the given offset")
  func offset() {
    let (h, _) = insertHalfway(.offset(x: 30, y: -10))
    #expect(h.commands() == "\(square) at (55, 35)")
  }

  @Test("move(edge:) moves in by the node's own size")
  func move() {
    let (h, _) = insertHalfway(.move(edge: .leading))
    #expect(h.commands() == "\(square) at (30, 40)")
    let (below, _) = insertHalfway(.move(edge: .bottom))
    #expect(below.commands() == "\(square) at (40, 50)")
  }

  @Test("slide comes in from the leading edge and leaves to the trailing edge")
  func slide() {
    let (h, _) = insertHalfway(.slide)
    #expect(h.commands() == "\(square) at (30, 40)")
    let (leaving, _) = removeHalfway(.slide)
    #expect(leaving.commands() == "\(square) at (50, 40)")
  }

  @Test("push(from:) comes in from the edge fading in and leaves to the opposite edge fading out")
  func push() {
    let (h, _) = insertHalfway(.push(from: .top))
    #expect(h.commands() == "\(square) at (40, 30) opacity 0.5")
    let (leaving, _) = removeHalfway(.push(from: .top))
    #expect(leaving.commands() == "\(square) at (40, 50) opacity 0.5")
  }

  @Test("asymmetric uses one transition to come in and another to leave")
  func asymmetric() {
    let transition = Transition.asymmetric(insertion: .offset(x: 20), removal: .opacity)
    let (h, _) = insertHalfway(transition)
    #expect(h.commands() == "\(square) at (50, 40)")
    let (leaving, _) = removeHalfway(transition)
    #expect(leaving.commands() == "\(square) at (40, 40) opacity 0.5")
  }

  @Test("combined plays both transitions at once")
  func combined() {
    let (h, _) = insertHalfway(.opacity.combined(with: .offset(x: 20)))
    #expect(h.commands() == "\(square) at (50, 40) opacity 0.5")
  }

  @Test("animation(_:) carries the transition even without a transaction animation")
  func ownAnimation() {
    let h = SceneHarness()
    let node = h.rectangle("square")
    node.transition = .opacity.animation(.linear(duration: 2))
    h.scene.addChild(node)
    h.tick()
    h.advance(1)
    #expect(h.commands() == "\(square) at (40, 40) opacity 0.5")
    h.advance(1.5)
    h.scene.removeChild(node)
    h.tick()
    h.advance(1)
    #expect(h.commands() == "\(square) at (40, 40) opacity 0.5")
    #expect(node.isLeaving)
    h.advance(1.2)
    #expect(!h.scene.contains(node))
  }

  @Test("a leaving node keeps its z-order")
  func zOrder() {
    let h = SceneHarness()
    let below = h.rectangle("below", fill: .red)
    let above = h.rectangle("above")
    h.scene.addChild(below)
    h.scene.addChild(above)
    withAnimation(.linear(duration: 1)) { h.scene.removeChild(below) }
    h.tick()
    h.advance(0.5)
    #expect(
      h.commands() == """
        fill M 0 0 L 20 0 L 20 20 L 0 20 Z color #FF453A at (40, 40) opacity 0.5
        \(square) at (40, 40)
        """)
  }

  @Test("re-inserted while leaving, it returns from where it is, without a jump, and stays")
  func reinsertion() {
    let (h, node) = removeHalfway(.opacity)
    #expect(h.commands() == "\(square) at (40, 40) opacity 0.5")
    withAnimation(.linear(duration: 1)) { h.scene.addChild(node) }
    #expect(!node.isLeaving)
    #expect(h.commands() == "\(square) at (40, 40) opacity 0.5")
    h.tick()
    #expect(h.commands() == "\(square) at (40, 40) opacity 0.5")
    // The removal (1 → 0 over 1 s) and the return (+1 over 1 s from t = 0.5) combine as a chain:
    // at t = 0.75, 1 − 0.75 + 0.25 · (1 − (1 − 0.75)) = 0.4375; at 1.25, 1 − 1 + 0.75 = 0.75.
    h.advance(0.25)
    #expect(abs(node.presentation.effectiveOpacity - 0.4375) < 1e-9)
    h.advance(0.5)
    #expect(h.commands() == "\(square) at (40, 40) opacity 0.75")
    h.advance(1)
    #expect(h.scene.contains(node) && !node.isLeaving)
    #expect(h.commands() == "\(square) at (40, 40)")
  }

  @Test("removing it again after a re-insertion detaches it after the second removal")
  func removeAgain() {
    let (h, node) = removeHalfway(.opacity)
    withAnimation(.linear(duration: 1)) { h.scene.addChild(node) }
    h.tick()
    withAnimation(.linear(duration: 0.1)) { h.scene.removeChild(node) }
    h.tick()
    #expect(node.isLeaving)
    h.advance(2)
    h.advance(0.1)
    #expect(!h.scene.contains(node))
  }
}
