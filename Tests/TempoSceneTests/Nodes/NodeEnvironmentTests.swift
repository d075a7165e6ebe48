import Tempo
import TempoScene
import TempoTestSupport
import Testing

private struct ProgressScaleKey: EnvironmentKey {
  static let defaultValue = 1.0
}

private struct LabelKey: EnvironmentKey {
  static let defaultValue = "default"
}

extension EnvironmentValues {
  /// A factor that `EnvironmentScaledLinear` multiplies its progress by (test-only).
  fileprivate var progressScale: Double {
    get { self[ProgressScaleKey.self] }
    set { self[ProgressScaleKey.self] = newValue }
  }

  fileprivate var label: String {
    get { self[LabelKey.self] }
    set { self[LabelKey.self] = newValue }
  }
}

/// Linear over 1 s, with its progress multiplied by the environment's `progressScale`.
private struct EnvironmentScaledLinear: CustomAnimation {
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  )
    -> V?
  {
    guard time <= 1 else { return nil }
    return value.scaled(by: time * context.environment.progressScale)
  }
}

@MainActor
@Suite("Environment")
struct NodeEnvironmentTests {
  @Test("values flow down from the root; a node's override reaches its subtree only")
  func inheritance() {
    let h = SceneHarness()
    let leaf = h.rectangle("leaf")
    let sibling = h.rectangle("sibling")
    let group = GroupNode.vStack(engine: h.engine, children: [leaf])
    h.scene.addChild(group)
    h.scene.addChild(sibling)
    h.scene.setEnvironment(\.label, "root")
    #expect(leaf.environment.label == "root" && sibling.environment.label == "root")
    group.setEnvironment(\.label, "group")
    #expect(leaf.environment.label == "group" && sibling.environment.label == "root")
    group.environmentOverrides = EnvironmentValues()
    #expect(leaf.environment.label == "root")
  }

  @Test("a node added later, or moved, takes its new parent's environment")
  func attachLater() {
    let h = SceneHarness()
    h.scene.setEnvironment(\.label, "root")
    let group = GroupNode.vStack(engine: h.engine)
    group.setEnvironment(\.label, "group")
    let leaf = h.rectangle("leaf")
    group.addChild(leaf)
    #expect(leaf.environment.label == "group")
    h.scene.addChild(group)
    #expect(leaf.environment.label == "group")
    h.scene.addChild(leaf)
    #expect(leaf.environment.label == "root")
  }

  @Test("an animation reads the node's environment, which the root can change mid-flight")
  func animationSeesEnvironment() {
    let h = SceneHarness()
    let node = h.rectangle("square")
    let group = GroupNode.vStack(engine: h.engine, children: [node])
    h.scene.addChild(group)
    h.scene.setEnvironment(\.progressScale, 0.5)
    withAnimation(Animation(EnvironmentScaledLinear())) { node.opacity = 0 }
    h.tick()
    h.advance(0.5)
    // Progress 0.5 × 0.5: opacity 1 − 0.25.
    #expect(node.presentation.opacity == 0.75)
    group.setEnvironment(\.progressScale, 1)
    h.advance(0.25)
    // The group's override now wins: progress 0.75 × 1.
    #expect(node.presentation.opacity == 0.25)
  }

  @Test("a node's properties see the environment of the parent it moved to, in every part")
  func movedNodeAnimatesInItsNewEnvironment() {
    let h = SceneHarness()
    let node = h.rectangle("square")
    let slow = GroupNode.vStack(engine: h.engine)
    slow.setEnvironment(\.progressScale, 0.5)
    h.scene.addChild(node)
    h.scene.addChild(slow)
    slow.addChild(node)
    node.width = 100
    withAnimation(Animation(EnvironmentScaledLinear())) {
      node.opacity = 0
      node.width = 200
    }
    h.tick()
    h.advance(0.5)
    // Progress 0.5 × 0.5 for the opacity (1 − 0.25) and for the width (100 + 25).
    #expect(node.presentation.opacity == 0.75)
    #expect(abs((node.presentation.width ?? 0) - 125) < 1e-9)
  }
}
