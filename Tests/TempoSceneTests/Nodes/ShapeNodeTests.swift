import Tempo
import TempoScene
import TempoTestSupport
import Testing

@MainActor
@Suite("Shape nodes")
struct ShapeNodeTests {
  @Test("a fixed-size rectangle is centred in the window with fill then stroke")
  func centredRectangle() {
    let h = SceneHarness(width: 100, height: 80)
    let node = ShapeNode(
      .rectangle, fill: .yellow, stroke: .gray, lineWidth: 2, width: 40, height: 20,
      engine: h.engine)
    node.opacity = 0.5
    h.scene.addChild(node)
    #expect(
      h.scene.displayList().dump() == """
        display 100x80 background #000000
        fill M 0 0 L 40 0 L 40 20 L 0 20 Z color #FFD60A at (30, 30) opacity 0.5
        stroke M 0 0 L 40 0 L 40 20 L 0 20 Z color #8E8E93 width 2 at (30, 30) opacity 0.5
        """)
  }

  @Test(
    "a fill gradient replaces the fill colour and is placed in the node's frame; a stroke gradient the stroke's"
  )
  func gradients() {
    let h = SceneHarness(width: 100, height: 80)
    let node = ShapeNode(
      .rectangle, fill: .yellow, stroke: .gray, lineWidth: 2, width: 40, height: 20,
      engine: h.engine)
    let gradient = GradientPaint(
      kind: .linear(start: .top, end: .bottom),
      stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)])
    node.fillGradient = gradient
    node.strokeGradient = gradient
    h.scene.addChild(node)
    #expect(
      h.scene.displayList().dump() == """
        display 100x80 background #000000
        gradient-fill M 0 0 L 40 0 L 40 20 L 0 20 Z linear (0.5, 0) to (0.5, 1) stops #FF453A 0, #0A84FF 1 in (0, 0) 40x20 at (30, 30)
        gradient-stroke M 0 0 L 40 0 L 40 20 L 0 20 Z width 2 linear (0.5, 0) to (0.5, 1) stops #FF453A 0, #0A84FF 1 in (0, 0) 40x20 at (30, 30)
        """)
  }

  @Test("padding insets the shape inside its fixed frame")
  func padding() {
    let h = SceneHarness(width: 100, height: 100)
    let node = h.rectangle("r", width: 30, height: 20)
    node.padding = EdgeInsets(all: 5)
    h.scene.addChild(node)
    #expect(h.commands() == "fill M 5 5 L 25 5 L 25 15 L 5 15 Z color #FFFFFF at (35, 40)")
  }

  @Test("a shape without a size fills what it is offered")
  func flexible() {
    let h = SceneHarness(width: 60, height: 40)
    h.scene.addChild(ShapeNode(.rectangle, fill: .white, engine: h.engine))
    #expect(h.commands() == "fill M 0 0 L 60 0 L 60 40 L 0 40 Z color #FFFFFF at (0, 0)")
  }

  @Test("fill colour and corner radius animate")
  func animatedFill() {
    let h = SceneHarness()
    let node = ShapeNode(.rectangle, fill: .black, width: 20, height: 20, engine: h.engine)
    h.scene.addChild(node)
    withAnimation(.linear(duration: 1)) {
      node.fill = .white
      node.cornerRadius = 10
    }
    h.tick()
    h.advance(0.5)
    // Linear light halfway between 0 and 1 is 0.5, encoded as sRGB 0.7354 → 188 (#BC).
    #expect(node.presentedFill == Color(white: 1.055 * pow(0.5, 1 / 2.4) - 0.055))
    #expect(node.presentedCornerRadius == 5)
    #expect(h.commands().hasPrefix("fill M 5 0 L 15 0 C "))
    #expect(h.commands().contains("color #BCBCBC"))
  }

  @Test("rotation about the centre and scale about an anchor build the transform")
  func transforms() {
    let h = SceneHarness()
    let node = h.rectangle("r")
    node.rotation = .degrees(90)
    node.offset = CGSize(width: 5, height: 0)
    h.scene.addChild(node)
    // (x, y) → rotate about (10, 10): (20 − y, x), then move to (40 + 5, 40).
    #expect(
      h.commands()
        == "fill M 0 0 L 20 0 L 20 20 L 0 20 Z color #FFFFFF transform (0, 1, -1, 0, 65, 40)")
    node.rotation = .zero
    node.scaleAnchor = .topLeading
    node.scale = CGSize(width: 2, height: 3)
    #expect(
      h.commands()
        == "fill M 0 0 L 20 0 L 20 20 L 0 20 Z color #FFFFFF transform (2, 0, 0, 3, 45, 40)")
  }
}

/// A shape the library does not know: a triangle, apex at the top middle.
private struct Triangle: SceneShape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

@MainActor
@Suite("Shape nodes with user shapes")
struct ShapeNodeUserShapeTests {
  @Test("a user's own Shape is drawn in the node's content rect")
  func userShape() {
    let h = SceneHarness(width: 100, height: 100)
    h.scene.addChild(ShapeNode(Triangle(), fill: .white, width: 40, height: 20, engine: h.engine))
    #expect(h.commands() == "fill M 20 0 L 40 20 L 0 20 Z color #FFFFFF at (30, 40)")
  }

  @Test("replacing a kind by a user's shape draws the new shape, without the corner radius")
  func replaceShape() {
    let h = SceneHarness(width: 100, height: 100)
    let node = ShapeNode(
      .rectangle, fill: .white, cornerRadius: 5, width: 40, height: 20, engine: h.engine)
    h.scene.addChild(node)
    node.shape = Triangle()
    #expect(h.commands() == "fill M 20 0 L 40 20 L 0 20 Z color #FFFFFF at (30, 40)")
    node.shape = ShapeKind.rectangle
    #expect(h.commands().hasPrefix("fill M 5 0 L 35 0 C "))
  }
}

@MainActor
@Suite("Shape nodes' stroke style")
struct ShapeNodeStrokeStyleTests {
  @Test("a stroke style reaches the display list; its width is the node's line width")
  func styleInDisplayList() {
    let h = SceneHarness(width: 100, height: 100)
    let node = ShapeNode(.rectangle, stroke: .white, width: 40, height: 20, engine: h.engine)
    node.strokeStyle = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round, dash: [2, 1])
    h.scene.addChild(node)
    #expect(node.lineWidth == 3)
    #expect(
      h.commands()
        == "stroke M 0 0 L 40 0 L 40 20 L 0 20 Z color #FFFFFF width 3 cap round join round"
        + " dash 2 1 at (30, 40)")
  }

  @Test("the presented stroke style's width animates with the line width; the rest is at once")
  func widthAnimates() {
    let h = SceneHarness()
    let node = ShapeNode(.rectangle, stroke: .white, lineWidth: 2, engine: h.engine)
    h.scene.addChild(node)
    withAnimation(.linear(duration: 1)) {
      node.strokeStyle = StrokeStyle(lineWidth: 4, lineJoin: .bevel)
    }
    h.tick()
    h.advance(0.5)
    #expect(node.presentedStrokeStyle == StrokeStyle(lineWidth: 3, lineJoin: .bevel))
  }
}
