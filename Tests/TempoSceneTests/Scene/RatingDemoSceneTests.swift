import Tempo
import TempoScene
import TempoTestSupport
import Testing

/// The rating demo's scene, built as the demo will build it (spec: rating-demo.md).
@MainActor
@Suite("Rating demo scene")
struct RatingDemoSceneTests {
  /// The easeIn curve (0.42, 0)(1, 1) at progress `x`.
  func easeIn(_ x: Double) -> Double { referenceBezier(0.42, 0, 1, 1, at: x) }
  /// The easeOut curve (0, 0)(0.58, 1) at progress `x`.
  func easeOut(_ x: Double) -> Double { referenceBezier(0, 0, 0.58, 1, at: x) }

  /// The opacity of the popup's background fill in the display list, or `nil` if not drawn.
  func popupOpacity(_ scene: SceneGraph) -> Double? {
    for command in scene.displayList().commands {
      if case .fill(_, let color, let transform, let opacity) = command,
        color == Color(red: 0.9, green: 0.9, blue: 0.9, opacity: 0.9)
      {
        #expect(transform == .translation(x: 140, y: 135))
        return opacity
      }
    }
    return nil
  }

  @Test("the popup fades in along easeIn over 0.2 s and is detached after its fade-out")
  func popup() {
    let h = SceneHarness(width: 480, height: 320)
    let scene = h.scene
    let stars = (1...5).map { _ in
      ShapeNode(.star(), stroke: .gray, width: 28, height: 28, engine: h.engine)
    }
    scene.addChild(GroupNode.hStack(spacing: 25, engine: h.engine, children: stars))
    let popup = GroupNode.zStack(
      engine: h.engine,
      children: [
        ShapeNode(
          .roundedRectangle(), fill: Color(red: 0.9, green: 0.9, blue: 0.9, opacity: 0.9),
          cornerRadius: 10, width: 200, height: 50, engine: h.engine),
        TextNode("Submitted!", fontSize: 17, color: .black, engine: h.engine),
      ])
    stars[3].fill = .yellow
    withAnimation(.easeIn(duration: 0.2)) { scene.addChild(popup) }
    h.engine.schedule(after: 1) {
      withAnimation(.easeOut(duration: 0.1)) { scene.removeChild(popup) }
    }
    h.tick()
    #expect(popupOpacity(scene) == nil)  // opacity 0 at the first frame
    #expect(scene.displayList().commands.count == 6)  // 5 outlines, 1 fill
    for step in 1...4 {
      h.advance(0.05)
      let expected = easeIn(Double(step) * 0.05 / 0.2)
      let actual = popupOpacity(scene) ?? -1
      #expect(abs(actual - expected) < 1e-6, "at \(Double(step) * 0.05) s")
    }
    // The text is centred in the popup (and the window), measured in Noto Sans at 17 pt:
    // hb-shape with FreeType's hinting at 17 px (`hb-shape --font-funcs=ft --font-ppem=17
    // --font-size=1088 --ft-load-flags=0 /usr/share/fonts/truetype/noto/NotoSans-Regular.ttf
    // "Submitted!"`, 1/64 px) gives advances 576+704+640+1024+256+384+384+640+640+320 =
    // 5568 / 64 = 87 points; a line is ⌈(1069 + 293) × 0.017⌉ = ⌈23.154⌉ = 24 tall (the font's
    // ascender and descender, upem 1000: SDL_ttf's font height).
    // At ((480 − 87) / 2, (320 − 24) / 2) = (196.5, 148).
    let text = scene.displayList().commands.last
    #expect(
      text?.dump() == #"text "Submitted!" size 17 color #000000 origin (0, 0) at (196.5, 148)"#)
    h.advance(0.8)  // t = 1.0: the removal runs in this tick, its animation begins now
    #expect(popup.isLeaving && scene.contains(popup))
    #expect(popupOpacity(scene) == 1)
    h.advance(0.05)
    #expect(abs((popupOpacity(scene) ?? -1) - (1 - easeOut(0.5))) < 1e-6)
    h.advance(0.06)
    #expect(!scene.contains(popup))
    #expect(scene.displayList().commands.count == 6)
  }
}
