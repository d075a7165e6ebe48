import Tempo
import TempoScene
import TempoTestSupport
import Testing

@MainActor
@Suite("Stacks and frames")
struct StackLayoutTests {
  /// The translation of each command, in order.
  func positions(_ h: SceneHarness) -> [String] {
    h.commands().split(separator: "\n").map { line in
      String(line[line.range(of: "at (")!.lowerBound...])
    }
  }

  @Test("an HStack puts its children spacing apart, centred in the window, and relayouts on resize")
  func hStackCentredAndResized() {
    let h = SceneHarness(width: 480, height: 320)
    let row = GroupNode.hStack(
      spacing: 25, engine: h.engine,
      children: (0..<5).map { h.rectangle("s\($0)", width: 28, height: 28) })
    h.scene.addChild(row)
    // 5 × 28 + 4 × 25 = 240 wide: from x = (480 − 240) / 2 = 120, y = (320 − 28) / 2 = 146.
    #expect(
      positions(h) == [
        "at (120, 146)", "at (173, 146)", "at (226, 146)", "at (279, 146)", "at (332, 146)",
      ])
    h.scene.size = CGSize(width: 400, height: 200)
    #expect(
      positions(h) == [
        "at (80, 86)", "at (133, 86)", "at (186, 86)", "at (239, 86)", "at (292, 86)",
      ])
  }

  @Test("an HStack aligns children of different heights top, centre or bottom")
  func hStackAlignment() {
    let h = SceneHarness(width: 100, height: 100)
    let row = GroupNode.hStack(
      spacing: 0, alignment: .top, engine: h.engine,
      children: [h.rectangle("a", width: 10, height: 10), h.rectangle("b", width: 10, height: 30)])
    h.scene.addChild(row)
    // The stack is 20 × 30, at (40, 35).
    #expect(positions(h) == ["at (40, 35)", "at (50, 35)"])
    row.layout = .horizontal(spacing: 0, alignment: .bottom)
    #expect(positions(h) == ["at (40, 55)", "at (50, 35)"])
    row.layout = .horizontal(spacing: 0, alignment: .center)
    #expect(positions(h) == ["at (40, 45)", "at (50, 35)"])
  }

  @Test("a VStack stacks downwards and aligns leading or trailing")
  func vStack() {
    let h = SceneHarness(width: 100, height: 100)
    let column = GroupNode.vStack(
      spacing: 10, alignment: .leading, engine: h.engine,
      children: [h.rectangle("a", width: 10, height: 10), h.rectangle("b", width: 30, height: 20)])
    h.scene.addChild(column)
    // 30 × 40, at (35, 30).
    #expect(positions(h) == ["at (35, 30)", "at (35, 50)"])
    column.layout = .vertical(spacing: 10, alignment: .trailing)
    #expect(positions(h) == ["at (55, 30)", "at (35, 50)"])
  }

  @Test("an overlay aligns children within the largest one and draws later ones on top")
  func overlay() {
    let h = SceneHarness(width: 100, height: 100)
    let stack = GroupNode.zStack(
      alignment: .bottomTrailing, engine: h.engine,
      children: [
        h.rectangle("big", width: 40, height: 40, fill: .red),
        h.rectangle("small", width: 10, height: 10),
      ])
    h.scene.addChild(stack)
    #expect(positions(h) == ["at (30, 30)", "at (60, 60)"])
    #expect(h.commands().split(separator: "\n").last?.contains("#FFFFFF") == true)
  }

  @Test("flexible shapes share what fixed children leave")
  func flexibleShare() {
    let h = SceneHarness(width: 200, height: 200)
    let row = GroupNode.hStack(
      spacing: 10, engine: h.engine,
      children: [ShapeNode(.rectangle, fill: .white, engine: h.engine), h.rectangle("fixed")])
    row.width = 100
    row.height = 50
    h.scene.addChild(row)
    // 100 − 10 spacing − 20 fixed = 70 for the flexible one; the row is at (50, 75).
    #expect(
      h.commands() == """
        fill M 0 0 L 70 0 L 70 50 L 0 50 Z color #FFFFFF at (50, 75)
        fill M 0 0 L 20 0 L 20 20 L 0 20 Z color #FFFFFF at (130, 90)
        """)
  }

  @Test("padding around a stack adds to its size; a position moves the node's centre")
  func paddingAndPosition() {
    let h = SceneHarness(width: 100, height: 100)
    let column = GroupNode.vStack(engine: h.engine, children: [h.rectangle("a")])
    column.padding = EdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)
    h.scene.addChild(column)
    // 20 × 30 with the padding: the column at (40, 35), the square 10 below its top.
    #expect(positions(h) == ["at (40, 45)"])
    column.position = CGPoint(x: 20, y: 20)
    #expect(positions(h) == ["at (10, 15)"])
  }

  @Test("an animated fixed width reflows the stack")
  func animatedWidth() {
    let h = SceneHarness(width: 100, height: 100)
    let first = h.rectangle("a", width: 10, height: 10)
    let row = GroupNode.hStack(
      spacing: 0, engine: h.engine, children: [first, h.rectangle("b", width: 10, height: 10)])
    h.scene.addChild(row)
    withAnimation(.linear(duration: 1)) { first.width = 30 }
    h.tick()
    h.advance(0.5)
    // The first is 20 wide: the row is 30 wide, at x = 35.
    #expect(positions(h) == ["at (35, 45)", "at (55, 45)"])
  }
}

@MainActor
@Suite("Clipping")
struct ClippingTests {
  @Test("a clipping group wraps its children's commands in its frame's clip")
  func clip() {
    let h = SceneHarness(width: 100, height: 100)
    let group = GroupNode.zStack(engine: h.engine, children: [h.rectangle("a")])
    group.width = 40
    group.height = 30
    group.clipsChildren = true
    h.scene.addChild(group)
    #expect(
      h.commands() == """
        push-clip (30, 35) 40x30
        fill M 0 0 L 20 0 L 20 20 L 0 20 Z color #FFFFFF at (40, 40)
        pop-clip
        """)
  }
}
