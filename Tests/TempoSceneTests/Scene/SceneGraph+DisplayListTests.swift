import Tempo
import TempoScene
import TempoTestSupport
import Testing

@MainActor
@Suite("Scene display lists")
struct SceneDisplayListTests {
  /// A 100 × 100 scene with a 20 × 20 white square, a 10 × 10 yellow ellipse 30 pt to its right
  /// at opacity 0.5, and a 20 × 10 red rectangle with 3-pt corners, in an overlay.
  func makeScene() -> (SceneHarness, ShapeNode) {
    let h = SceneHarness()
    let square = h.rectangle("square")
    let ellipse = ShapeNode(.ellipse, fill: .yellow, width: 10, height: 10, engine: h.engine)
    ellipse.offset = CGSize(width: 30, height: 0)
    ellipse.opacity = 0.5
    let rounded = ShapeNode(
      .rectangle, fill: .red, cornerRadius: 3, width: 20, height: 10, engine: h.engine)
    h.scene.addChild(GroupNode.zStack(engine: h.engine, children: [square, ellipse, rounded]))
    return (h, ellipse)
  }

  @Test("a second and a third list of the same scene read as a fresh scene's first list")
  func reusedStorageGivesTheSameList() {
    let fresh = makeScene().0.scene.displayList().dump()
    let (h, _) = makeScene()
    _ = h.scene.displayList()
    _ = h.scene.displayList()
    #expect(h.scene.displayList().dump() == fresh)
  }

  @Test("a list kept by the caller does not change when the next one is built")
  func keptListIsUntouched() {
    let (h, ellipse) = makeScene()
    let first = h.scene.displayList()
    let firstText = first.dump()
    ellipse.opacity = 1
    ellipse.offset = CGSize(width: -30, height: 0)
    let second = h.scene.displayList()
    #expect(first.dump() == firstText)
    #expect(second.dump() != firstText)
    #expect(second.commands.count == first.commands.count)
  }

  @Test("a list built after a change matches a fresh scene built with that change")
  func changedSceneMatchesFresh() {
    let (h, ellipse) = makeScene()
    _ = h.scene.displayList()
    ellipse.offset = CGSize(width: 0, height: 25)
    let (freshHarness, freshEllipse) = makeScene()
    freshEllipse.offset = CGSize(width: 0, height: 25)
    #expect(h.scene.displayList().dump() == freshHarness.scene.displayList().dump())
  }
}

/// Colour filters on nodes.
@MainActor
@Suite("Scene display lists: colour filters")
struct SceneColorFilterTests {
  @Test("a grey 0.2 square under brightness 0.5 inside multiply 0.5: the inner filter first, 0.35")
  func nestedFiltersInnerFirst() {
    let h = SceneHarness()
    let square = h.rectangle("square", fill: Color(red: 0.2, green: 0.2, blue: 0.2))
    let inner = GroupNode.zStack(engine: h.engine, children: [square])
    inner.colorFilter = .brightness(0.5)
    let outer = GroupNode.zStack(engine: h.engine, children: [inner])
    outer.colorFilter = .multiply(Color(red: 0.5, green: 0.5, blue: 0.5))
    h.scene.addChild(outer)
    let colors = h.scene.displayList().commands.compactMap { command -> Color? in
      if case .fill(_, let color, _, _) = command { return color }
      return nil
    }
    // (0.2 + 0.5) × 0.5 = 0.35; the other order would give 0.2 × 0.5 + 0.5 = 0.6.
    #expect(colors.count == 1)
    #expect(colors.first.map { abs($0.red - 0.35) < 1e-9 && abs($0.blue - 0.35) < 1e-9 } == true)
  }
}
