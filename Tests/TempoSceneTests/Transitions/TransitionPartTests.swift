import Foundation
import Tempo
import TempoScene
import TempoTestSupport
import Testing

/// Each part of a transition is carried by its own animation. A 20 × 20 square in a 100 × 100
/// scene; times are whole frames at 60 fps (n/60 s), so that the spring's 1/300 s steps line
/// up with them.
@MainActor
@Suite("Transition parts and their animations")
struct TransitionPartTests {
  /// SwiftUI's easeIn: control points (0.42, 0) and (1, 1), from ``ExactBezier``.
  static func easeIn(_ progress: Double) -> Double { referenceBezier(0.42, 0, 1, 1, at: progress) }

  /// `.spring` (duration 0.5, bounce 0: k = (2π/0.5)², c = 4π/0.5) as Tempo integrates it
  /// (1/300 s velocity-Verlet steps): to first order the closed form for mass m − c h/2.
  static let h = 1.0 / 300
  static let stiffness = pow(2 * Double.pi / 0.5, 2)
  static let damping = 4 * Double.pi / 0.5
  static let spring = ClosedFormSpring(
    mass: 1 - damping * h / 2, stiffness: stiffness, damping: damping)
  /// The integration error left over: (ω0 h)² / 4 of the move.
  static let springTolerance = stiffness * h * h / 4

  /// The asymmetric transition of the issue: fades in with easeIn 0.3 s, scales out with a spring.
  static let fadeInScaleOut = Transition.asymmetric(
    insertion: .opacity.animation(.easeIn(duration: 0.3)), removal: .scale.animation(.spring))

  /// Moves the harness clock to frame `frame` (frame / 60 s) and ticks.
  func tick(_ h: SceneHarness, frame: Int) {
    h.clock.advance(to: Double(frame) / 60)
    h.tick()
  }

  /// A square with `transition`, inserted at time 0 under `animation` and ticked once.
  func inserted(_ transition: Transition, under animation: Animation? = nil) -> (
    SceneHarness, ShapeNode
  ) {
    let h = SceneHarness()
    let node = h.rectangle("square")
    node.transition = transition
    withAnimation(animation) { h.scene.addChild(node) }
    h.tick()
    return (h, node)
  }

  @Test("asymmetric inserts with the insertion's easeIn 0.3 s and leaves the scale alone")
  func asymmetricInsertion() {
    let (h, node) = inserted(Self.fadeInScaleOut, under: .linear(duration: 1))
    tick(h, frame: 9)  // 0.15 s: half of 0.3 s
    let effect = node.presentation.transition
    #expect(isClose(effect.opacity, Self.easeIn(0.5), within: 1e-9))
    #expect(effect.scale == CGSize(width: 1, height: 1))
  }

  @Test("asymmetric removes with the removal's spring, not the insertion's easeIn")
  func asymmetricRemoval() {
    let (h, node) = inserted(Self.fadeInScaleOut)
    tick(h, frame: 60)
    withAnimation(.linear(duration: 1)) { h.scene.removeChild(node) }
    h.tick()
    let delta = 1e-5 - 1
    for frame in [63, 66, 72, 90] {
      tick(h, frame: frame)
      let t = Double(frame - 60) / 60
      let expected = 1 + delta * Self.spring.position(delta: 1, v0: 0, t: t)
      let effect = node.presentation.transition
      #expect(
        isClose(effect.scale.width, expected, within: Self.springTolerance), "at \(t) s")
      #expect(effect.scale.height == effect.scale.width)
      #expect(effect.opacity == 1)
    }
    #expect(node.isLeaving)
    for frame in 91...300 { tick(h, frame: frame) }
    #expect(!h.scene.contains(node) && !node.isLeaving)
  }

  @Test(
    "combined transitions keep their own animations; a part without one takes the transaction's")
  func combinedAnimations() {
    let fade = Transition.opacity.animation(.easeIn(duration: 0.3))
    let (h, node) = inserted(
      fade.combined(with: .offset(x: 20).animation(.linear(duration: 1))),
      under: .linear(duration: 2))
    let (plain, plainNode) = inserted(
      fade.combined(with: .offset(x: 20)), under: .linear(duration: 2))
    tick(h, frame: 9)
    tick(plain, frame: 9)
    // 0.15 s: easeIn at 0.5; linear 1 s leaves 85 % of 20 pt; linear 2 s leaves 92.5 %.
    #expect(isClose(node.presentation.transition.opacity, Self.easeIn(0.5), within: 1e-9))
    #expect(isClose(node.presentation.transition.offset.width, 17, within: 1e-9))
    #expect(isClose(plainNode.presentation.transition.opacity, Self.easeIn(0.5), within: 1e-9))
    #expect(isClose(plainNode.presentation.transition.offset.width, 18.5, within: 1e-9))
  }

  @Test("an outer animation(_:) carries only the parts without their own (the innermost wins)")
  func outerAnimation() {
    let inner = Transition.opacity.animation(.easeIn(duration: 0.3))
    let (h, node) = inserted(
      inner.combined(with: .offset(x: 20)).animation(.linear(duration: 1)),
      under: .linear(duration: 2))
    tick(h, frame: 9)
    #expect(isClose(node.presentation.transition.opacity, Self.easeIn(0.5), within: 1e-9))
    #expect(isClose(node.presentation.transition.offset.width, 17, within: 1e-9))
  }

  @Test("animation(nil) inserts that part at once, even inside withAnimation")
  func animationNil() {
    let (h, node) = inserted(
      Transition.opacity.animation(nil).combined(with: .offset(x: 20)),
      under: .linear(duration: 1))
    tick(h, frame: 30)
    #expect(node.presentation.transition.opacity == 1)
    #expect(isClose(node.presentation.transition.offset.width, 10, within: 1e-9))
  }

  // MARK: Transaction.disablesAnimations

  @Test("disablesAnimations without an animation: the transition's own is not applied, in or out")
  func disabledWithoutAnimation() {
    let h = SceneHarness()
    let node = h.rectangle("square")
    node.transition = .opacity.animation(.linear(duration: 2))
    withTransaction(\.disablesAnimations, true) { h.scene.addChild(node) }
    h.tick()
    #expect(node.presentation.transition == .identity)
    #expect(!node.isAnimating)
    h.advance(1)
    withTransaction(\.disablesAnimations, true) { h.scene.removeChild(node) }
    #expect(!h.scene.contains(node) && node.parent == nil)
  }

  @Test("disablesAnimations with an explicit animation: that animation carries the transition")
  func disabledWithExplicitAnimation() {
    let h = SceneHarness()
    let node = h.rectangle("square")
    node.transition = .opacity.animation(.linear(duration: 2))
    var explicit = Transaction(animation: .linear(duration: 1))
    explicit.disablesAnimations = true
    withTransaction(explicit) { h.scene.addChild(node) }
    h.tick()
    h.advance(0.5)
    #expect(isClose(node.presentation.transition.opacity, 0.5, within: 1e-12))
    h.advance(1)
    withTransaction(explicit) { h.scene.removeChild(node) }
    h.tick()
    h.advance(0.25)
    #expect(isClose(node.presentation.transition.opacity, 0.75, within: 1e-12))
    h.advance(0.8)
    #expect(!h.scene.contains(node))
  }

  // MARK: Re-insertion while leaving

  @Test("re-inserted mid-removal, the removal part returns from where it is with its own spring")
  func reinsertionReturnsWithOwnAnimation() {
    let (h, node) = inserted(Self.fadeInScaleOut)
    tick(h, frame: 60)
    h.scene.removeChild(node)
    h.tick()
    tick(h, frame: 66)
    let delta = 1e-5 - 1
    let left = 1 + delta * Self.spring.position(delta: 1, v0: 0, t: 0.1)
    let velocity = delta * Self.spring.velocity(delta: 1, v0: 0, t: 0.1)
    let shown = node.presentation.transition.scale.width
    #expect(isClose(shown, left, within: Self.springTolerance))
    withAnimation(.linear(duration: 1)) { h.scene.addChild(node) }
    #expect(!node.isLeaving)
    h.tick()
    #expect(node.presentation.transition.scale.width == shown)
    // Back to 1 from `shown` with the velocity it had: the spring's closed form from there.
    for frame in [69, 72, 78, 90] {
      tick(h, frame: frame)
      let t = Double(frame - 66) / 60
      let expected = shown + Self.spring.position(delta: 1 - shown, v0: velocity, t: t)
      let effect = node.presentation.transition
      #expect(
        isClose(effect.scale.width, expected, within: 2 * Self.springTolerance), "at \(t) s")
      #expect(effect.opacity == 1)
    }
    for frame in 91...300 { tick(h, frame: frame) }
    #expect(h.scene.contains(node) && node.presentation.transition == .identity)
  }

  @Test("an inserted node's transition animations see the environment it is inserted into")
  func transitionSeesEnvironment() {
    let h = SceneHarness()
    h.scene.setEnvironment(\.linearDuration, 2)
    let node = h.rectangle("square")
    withAnimation(Animation(EnvironmentLinear())) { h.scene.addChild(node) }
    h.tick()
    tick(h, frame: 30)  // 0.5 s of a 2 s linear fade: a quarter (1 s would give a half)
    #expect(isClose(node.presentation.transition.opacity, 0.25, within: 1e-9))
  }
}

/// A linear animation whose duration is the environment's ``EnvironmentValues/linearDuration``.
private struct EnvironmentLinear: CustomAnimation {
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    let duration = context.environment.linearDuration
    return time < duration ? value.scaled(by: time / duration) : nil
  }
}

private enum LinearDurationKey: EnvironmentKey {
  static let defaultValue = 1.0
}

extension EnvironmentValues {
  /// The duration of ``EnvironmentLinear``, in seconds (1 unless set).
  fileprivate var linearDuration: Double {
    get { self[LinearDurationKey.self] }
    set { self[LinearDurationKey.self] = newValue }
  }
}
