import Tempo
import TempoTestSupport
import Testing

@testable import TempoScene

@MainActor
@Suite("Node: the parent reference")
struct NodeTests {
  @Test("a child added to a group reads the group as its parent, and nil once it is removed")
  func parentFollowsAddAndRemove() {
    let timeline = Timeline()
    let group = GroupNode.zStack(engine: timeline.engine, children: [])
    let child = ShapeNode(.rectangle, fill: .red, width: 10, height: 10, engine: timeline.engine)
    group.addChild(child)
    #expect(child.parent === group)
    withTransaction(Transaction(animation: nil)) { group.removeChild(child) }
    #expect(child.parent == nil)
  }

  @Test(
    "a child held elsewhere outlives its freed parent and reads nil (the parent is not kept alive)"
  )
  func childOutlivesItsParent() {
    let timeline = Timeline()
    let child = ShapeNode(.rectangle, fill: .red, width: 10, height: 10, engine: timeline.engine)
    var group: GroupNode? = GroupNode.zStack(engine: timeline.engine, children: [child])
    #expect(child.parent === group)
    weak let freed = group
    group = nil
    #expect(freed == nil)
    #expect(child.parent == nil)
    #expect(child.transformToWindow == child.transformToParent)
  }
}

/// A blur is drawn as n = ⌈1.5 × radius⌉ copies (6 to 16) of the node in its own colours,
/// spread evenly from `radius` inside its edge to `radius` outside — copy i grows by
/// radius × (2(n − 1 − i) + 1) / n − radius — the largest first, at opacities 1/n, 1/(n − 1),
/// … 1, so `m` overlapping copies cover m / n and the inside stays opaque; no unblurred copy
/// is drawn.
@MainActor
@Suite("Node blur")
struct NodeBlurTests {
  /// The window rectangle of a fill's 40 × 20 path.
  func rect(_ command: DrawCommand) -> CGRect? {
    guard case .fill(_, _, let transform, _) = command else { return nil }
    let origin = transform.apply(to: .zero)
    let far = transform.apply(to: CGPoint(x: 40, y: 20))
    return CGRect(x: origin.x, y: origin.y, width: far.x - origin.x, height: far.y - origin.y)
  }

  @Test(
    "radius 6 on a 40 × 20 rectangle at (30, 30): nine white copies, growing from 5.33 to −5.33 in steps of 4/3, opacities 1/9 … 1"
  )
  func spreadCopies() throws {
    let h = SceneHarness(width: 100, height: 80)
    let node = h.rectangle("r", width: 40, height: 20)
    h.scene.addChild(node)
    node.blurRadius = 6
    let commands = h.scene.displayList().commands
    #expect(commands.count == 9)
    for index in 0..<9 {
      let grow = 6 * Double(2 * (8 - index) + 1) / 9 - 6
      let box = try #require(rect(commands[index]))
      #expect(abs(Double(box.minX) - (30 - grow)) < 1e-9)
      #expect(abs(Double(box.width) - (40 + 2 * grow)) < 1e-9)
      guard case .fill(_, let color, _, let opacity) = commands[index] else { continue }
      #expect(color == .white)
      #expect(abs(opacity - 1 / Double(9 - index)) < 1e-12)
    }
  }

  @Test("the copy count is ⌈1.5 × radius⌉ within 6 … 16: 6 at radius 1, 9 at 6, 16 at 20")
  func copyCounts() {
    #expect(
      [1.0, 6, 20].map { Shadow.blurCopyCount(radius: $0) } == [6, 9, 16])
  }

  @Test("a node already drawn blurs in with the transaction: linear(1 s) to 6 is radius 3 at 0.5 s")
  func blurAnimates() throws {
    let h = SceneHarness(width: 100, height: 80)
    let node = h.rectangle("r", width: 40, height: 20)
    h.scene.addChild(node)
    _ = h.scene.displayList()
    withAnimation(.linear(duration: 1)) { node.blurRadius = 6 }
    h.tick()
    h.advance(0.5)
    let first = try #require(rect(h.scene.displayList().commands[0]))
    // Radius 3: the largest copy grows by 3 × 5 / 6 = 2.5.
    #expect(abs(Double(first.width) - 45) < 1e-9)
  }

  @Test("radius 0 draws the node once; a negative or infinite radius is no blur")
  func noBlur() {
    let h = SceneHarness(width: 100, height: 80)
    let node = h.rectangle("r", width: 40, height: 20)
    h.scene.addChild(node)
    node.blurRadius = -3
    #expect(h.scene.displayList().commands.count == 1)
    node.blurRadius = .infinity
    #expect(node.blurRadius == 0)
  }

  @Test(
    "properties set without an animation make no engine property; an animated one makes its own")
  func onlyAnimatedPropertiesReachTheEngine() {
    let h = SceneHarness()
    let node = ShapeNode(.rectangle, fill: .red, width: 20, height: 20, engine: h.engine)
    h.scene.addChild(node)
    node.opacity = 0.5
    node.offset = CGSize(width: 3, height: 4)
    node.fill = .blue
    #expect(!node.opacityValue.hasEngineProperty)
    #expect(!node.offsetValue.hasEngineProperty)
    withAnimation(.linear(duration: 1)) { node.opacity = 1 }
    #expect(node.opacityValue.hasEngineProperty)
    #expect(!node.offsetValue.hasEngineProperty)
    h.tick()
    h.advance(0.5)
    #expect(node.isAnimating)
    #expect(abs(node.presentation.opacity - 0.75) < 1e-9)
    #expect(node.presentation.offset == CGSize(width: 3, height: 4))
  }
}
