import Tempo
import TempoScene
import TempoTestSupport
import Testing

/// A node's shadow animates like its other properties (SwiftUI animates `.shadow`'s colour,
/// radius and offset): set under `withAnimation(.linear(duration: 1))`, the drawn shadow is
/// the linear mix of the old and new ones; set from none, it appears at once.
@MainActor
@Suite("Shadow (animated)")
struct ShadowAnimatableTests {
  /// A 40 × 20 rectangle centred in 100 × 80 (at (30, 30)) with a hard red shadow at (2, 2).
  func shadowed() -> (SceneHarness, ShapeNode) {
    let h = SceneHarness(width: 100, height: 80)
    let node = h.rectangle("r", width: 40, height: 20)
    node.shadow = Shadow(color: .red, radius: 0, offset: CGSize(width: 2, height: 2))
    h.scene.addChild(node)
    h.tick()
    return (h, node)
  }

  /// The window origin of the first (largest) shadow copy.
  func firstCopyOrigin(_ list: DisplayList) -> CGPoint? {
    guard case .fill(_, _, let transform, _) = list.commands.first else { return nil }
    return transform.apply(to: .zero)
  }

  @Test("the offset (2, 2) → (12, 22) under linear(1 s) is (7, 12) halfway, (12, 22) at the end")
  func offsetAnimates() throws {
    let (h, node) = shadowed()
    withAnimation(.linear(duration: 1)) {
      node.shadow = Shadow(color: .red, radius: 0, offset: CGSize(width: 12, height: 22))
    }
    #expect(node.shadow?.offset == CGSize(width: 12, height: 22))
    h.tick()
    h.advance(0.5)
    let halfway = try #require(firstCopyOrigin(h.scene.displayList()))
    #expect(abs(halfway.x - 37) < 1e-9 && abs(halfway.y - 42) < 1e-9)
    h.advance(0.5)
    let end = try #require(firstCopyOrigin(h.scene.displayList()))
    #expect(abs(end.x - 42) < 1e-9 && abs(end.y - 52) < 1e-9)
  }

  @Test("the radius 0 → 12 under linear(1 s): halfway six copies, the largest 40 + 2 × 5 wide")
  func radiusAnimates() throws {
    let (h, node) = shadowed()
    withAnimation(.linear(duration: 1)) {
      node.shadow = Shadow(color: .red, radius: 12, offset: CGSize(width: 2, height: 2))
    }
    h.tick()
    h.advance(0.5)
    let list = h.scene.displayList()
    // Radius 6: six copies and the node; the largest spreads 6 × 11 / 6 − 6 = 5 on each side.
    #expect(list.commands.count == 7)
    guard case .fill(_, _, let transform, _) = list.commands.first else {
      Issue.record("no shadow copy")
      return
    }
    let width = transform.apply(to: CGPoint(x: 40, y: 0)).x - transform.apply(to: .zero).x
    #expect(abs(width - 50) < 1e-9)
  }

  @Test("a shadow set where there was none is drawn at once, even inside withAnimation")
  func appearsAtOnce() throws {
    let h = SceneHarness(width: 100, height: 80)
    let node = h.rectangle("r", width: 40, height: 20)
    h.scene.addChild(node)
    h.tick()
    withAnimation(.linear(duration: 1)) {
      node.shadow = Shadow(color: .red, radius: 0, offset: CGSize(width: 10, height: 0))
    }
    h.tick()
    let origin = try #require(firstCopyOrigin(h.scene.displayList()))
    #expect(abs(origin.x - 40) < 1e-9 && abs(origin.y - 30) < 1e-9)
    node.shadow = nil
    #expect(h.scene.displayList().commands.count == 1)
  }
}
