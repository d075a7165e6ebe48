import Tempo
import TempoScene
import TempoTestSupport
import Testing

/// Squares of 20 × 20 points laid out at (40, 40) in a 100 × 100 scene.
@MainActor
@Suite("Hit testing and pointer events")
struct HitTestingTests {
  func twoSquares() -> (SceneHarness, ShapeNode, ShapeNode) {
    let h = SceneHarness()
    let below = h.rectangle("below")
    let above = h.rectangle("above")
    h.scene.addChild(below)
    h.scene.addChild(above)
    return (h, below, above)
  }

  @Test("the topmost node under the point takes the hit; empty space hits nothing")
  func topmost() {
    let (h, _, above) = twoSquares()
    #expect(h.scene.hitTest(CGPoint(x: 50, y: 50)) === above)
    #expect(h.scene.hitTest(CGPoint(x: 10, y: 10)) == nil)
  }

  @Test("offset, scale and rotation move the hit area")
  func transforms() {
    let h = SceneHarness()
    let node = h.rectangle("square")
    h.scene.addChild(node)
    node.offset = CGSize(width: 30, height: 0)
    #expect(h.scene.hitTest(CGPoint(x: 75, y: 50)) === node)
    #expect(h.scene.hitTest(CGPoint(x: 45, y: 50)) == nil)
    node.offset = .zero
    node.scale = CGSize(width: 2, height: 2)
    #expect(h.scene.hitTest(CGPoint(x: 32, y: 32)) === node)
    node.scale = CGSize(width: 1, height: 1)
    node.rotation = .degrees(45)
    // A diamond around (50, 50) reaching 10√2 ≈ 14.1 along the axes.
    #expect(h.scene.hitTest(CGPoint(x: 50, y: 36.5)) === node)
    #expect(h.scene.hitTest(CGPoint(x: 41, y: 41)) == nil)
  }

  @Test("a leaving node takes no hits; the one beneath does")
  func leaving() {
    let (h, below, above) = twoSquares()
    withAnimation(.linear(duration: 1)) { h.scene.removeChild(above) }
    h.tick()
    h.advance(0.5)
    #expect(above.isLeaving)
    #expect(h.scene.hitTest(CGPoint(x: 50, y: 50)) === below)
  }

  @Test("a fully transparent node or subtree takes no hits; a faint one does")
  func transparent() {
    let (h, below, above) = twoSquares()
    above.opacity = 0
    #expect(h.scene.hitTest(CGPoint(x: 50, y: 50)) === below)
    above.opacity = 0.01
    #expect(h.scene.hitTest(CGPoint(x: 50, y: 50)) === above)
    above.allowsHitTesting = false
    #expect(h.scene.hitTest(CGPoint(x: 50, y: 50)) === below)
  }

  @Test("a click needs the pointer down and up on the same node")
  func click() {
    let (h, below, above) = twoSquares()
    above.offset = CGSize(width: 30, height: 0)  // above: 70…90, below: 40…60
    var clicks: [String] = []
    above.onClick = { clicks.append("above") }
    below.onClick = { clicks.append("below") }
    h.scene.pointerDown(at: CGPoint(x: 80, y: 50))
    h.scene.pointerUp(at: CGPoint(x: 85, y: 55))
    #expect(clicks == ["above"])
    h.scene.pointerDown(at: CGPoint(x: 80, y: 50))
    h.scene.pointerUp(at: CGPoint(x: 50, y: 50))
    h.scene.pointerDown(at: CGPoint(x: 80, y: 50))
    h.scene.pointerUp(at: CGPoint(x: 10, y: 10))
    #expect(clicks == ["above"])
    h.scene.pointerUp(at: CGPoint(x: 50, y: 50))
    #expect(clicks == ["above"])
  }

  @Test("a click on a child without a handler goes to the nearest ancestor with one")
  func clickBubbles() {
    let h = SceneHarness()
    let leaf = h.rectangle("leaf")
    let group = GroupNode.zStack(engine: h.engine, children: [leaf])
    h.scene.addChild(group)
    var clicked = 0
    group.onClick = { clicked += 1 }
    h.scene.pointerDown(at: CGPoint(x: 50, y: 50))
    h.scene.pointerUp(at: CGPoint(x: 50, y: 50))
    #expect(clicked == 1)
  }

  @Test("hover enters and leaves as the pointer moves, and the cursor follows")
  func hover() {
    let (h, below, above) = twoSquares()
    above.offset = CGSize(width: 30, height: 0)
    above.cursor = .pointingHand
    var events: [String] = []
    above.onHover = { events.append("above \($0)") }
    below.onHover = { events.append("below \($0)") }
    h.scene.pointerMoved(to: CGPoint(x: 50, y: 50))
    #expect(h.scene.cursor == .arrow)
    h.scene.pointerMoved(to: CGPoint(x: 55, y: 50))
    h.scene.pointerMoved(to: CGPoint(x: 80, y: 50))
    #expect(h.scene.cursor == .pointingHand)
    h.scene.pointerMoved(to: CGPoint(x: 5, y: 5))
    #expect(h.scene.cursor == .arrow)
    #expect(events == ["below true", "below false", "above true", "above false"])
  }

  @Test("the cursor in the last layout is the last display list's, the cursor lays out anew")
  func cursorInLastLayout() {
    let (h, _, above) = twoSquares()
    above.cursor = .pointingHand
    h.scene.pointerMoved(to: CGPoint(x: 57, y: 50))
    _ = h.scene.displayList()
    #expect(h.scene.cursorInLastLayout == .pointingHand)
    // 4 points wide, the square spans x 48…52: the pointer at 57 is outside it once laid out.
    above.width = 4
    #expect(h.scene.cursorInLastLayout == .pointingHand)
    #expect(h.scene.cursor == .arrow)
    _ = h.scene.displayList()
    #expect(h.scene.cursorInLastLayout == .arrow)
  }

  @Test("a press on a node with onPressMove reports local points at press, moves and release")
  func pressMove() {
    let h = SceneHarness()
    let leaf = h.rectangle("leaf")
    let group = GroupNode.zStack(engine: h.engine, children: [leaf])
    h.scene.addChild(group)
    var locations: [CGPoint] = []
    var presses: [Bool] = []
    group.onPressMove = { locations.append($0) }
    group.onPressChange = { presses.append($0) }
    h.scene.pointerMoved(to: CGPoint(x: 45, y: 50))
    #expect(locations.isEmpty, "no press yet")
    h.scene.pointerDown(at: CGPoint(x: 45, y: 50))
    h.scene.pointerMoved(to: CGPoint(x: 90, y: 52))
    h.scene.pointerUp(at: CGPoint(x: 95, y: 55))
    h.scene.pointerMoved(to: CGPoint(x: 50, y: 50))
    // The square's origin is (40, 40): local = window − (40, 40), also outside the square.
    #expect(
      locations == [
        CGPoint(x: 5, y: 10), CGPoint(x: 50, y: 12), CGPoint(x: 55, y: 15),
      ])
    #expect(presses == [true, false])
  }
}

/// A hit shape: a 20 × 20 square node given a circle as the outline where it takes hits.
@MainActor
@Suite("Hit testing: hit shapes")
struct HitShapeTests {
  @Test("a circular hit shape takes the centre and not a corner the square's own fill covers")
  func circle() {
    let h = SceneHarness()
    let node = h.rectangle("square")
    h.scene.addChild(node)
    node.hitShape = { Path(ellipseIn: $0) }
    // The square spans 40…60; its corner (41, 41) is 12.7 from the centre, outside radius 10.
    #expect(h.scene.hitTest(CGPoint(x: 50, y: 50)) === node)
    #expect(h.scene.hitTest(CGPoint(x: 41, y: 41)) == nil)
  }
}

/// Hidden nodes.
@MainActor
@Suite("Hit testing: hidden nodes")
struct HiddenNodeHitTests {
  @Test("a hidden square takes no hit and draws nothing; the one under it takes the hit")
  func hiddenIsSkipped() {
    let h = SceneHarness()
    let below = h.rectangle("below")
    let above = h.rectangle("above", fill: .red)
    h.scene.addChild(below)
    h.scene.addChild(above)
    above.isHidden = true
    #expect(h.scene.hitTest(CGPoint(x: 50, y: 50)) === below)
    let fills = h.scene.displayList().commands.filter {
      if case .fill(_, let color, _, _) = $0 { return color == .red }
      return false
    }
    #expect(fills.isEmpty)
  }
}
