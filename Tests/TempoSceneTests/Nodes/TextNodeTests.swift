import Testing
import TempoScene
import TempoTestSupport

@MainActor
@Suite("Text nodes")
struct TextNodeTests {
  @Test("text is measured (0.6 × size per character, 1.2 × size tall) and centred")
  func centred() {
    let h = SceneHarness(width: 100, height: 80)
    h.scene.addChild(TextNode("Hi", fontSize: 10, engine: h.engine))
    // 12 × 12 points, at ((100 − 12) / 2, (80 − 12) / 2).
    #expect(h.commands() == #"text "Hi" size 10 color #FFFFFF origin (0, 0) at (44, 34)"#)
  }

  @Test("in a fixed frame the text is centred inside it")
  func fixedFrame() {
    let h = SceneHarness(width: 100, height: 80)
    let text = TextNode("Hi", fontSize: 10, color: .black, engine: h.engine)
    text.width = 50
    text.height = 20
    h.scene.addChild(text)
    #expect(h.commands() == #"text "Hi" size 10 color #000000 origin (19, 4) at (25, 30)"#)
  }

  @Test("the font size animates and the layout follows it")
  func animatedSize() {
    let h = SceneHarness(width: 100, height: 80)
    let text = TextNode("Hi", fontSize: 10, engine: h.engine)
    h.scene.addChild(text)
    withAnimation(.linear(duration: 1)) { text.fontSize = 20 }
    h.tick()
    h.advance(0.5)
    // 15 pt: 18 × 18 points.
    #expect(h.commands() == #"text "Hi" size 15 color #FFFFFF origin (0, 0) at (41, 31)"#)
  }
}
