import Tempo
import TempoScene
import TempoTestSupport
import Testing

/// Text nodes' layout arithmetic, with fixed metrics (each character 0.6 em wide, a line 1.2 em
/// tall) so the expected places are round numbers: these tests need fixed metrics.
@MainActor
@Suite("Text nodes")
struct TextNodeTests {
  @Test("text is measured (0.6 × size per character, 1.2 × size tall) and centred")
  func centred() {
    let h = SceneHarness(width: 100, height: 80, textMetrics: .fixed)
    h.scene.addChild(TextNode("Hi", fontSize: 10, engine: h.engine))
    // 12 × 12 points, at ((100 − 12) / 2, (80 − 12) / 2).
    #expect(h.commands() == #"text "Hi" size 10 color #FFFFFF origin (0, 0) at (44, 34)"#)
  }

  @Test("in a fixed frame the text is centred inside it")
  func fixedFrame() {
    let h = SceneHarness(width: 100, height: 80, textMetrics: .fixed)
    let text = TextNode("Hi", fontSize: 10, color: .black, engine: h.engine)
    text.width = 50
    text.height = 20
    h.scene.addChild(text)
    #expect(h.commands() == #"text "Hi" size 10 color #000000 origin (19, 4) at (25, 30)"#)
  }

  @Test("the font size animates and the layout follows it")
  func animatedSize() {
    let h = SceneHarness(width: 100, height: 80, textMetrics: .fixed)
    let text = TextNode("Hi", fontSize: 10, engine: h.engine)
    h.scene.addChild(text)
    withAnimation(.linear(duration: 1)) { text.fontSize = 20 }
    h.tick()
    h.advance(0.5)
    // 15 pt: 18 × 18 points.
    #expect(h.commands() == #"text "Hi" size 15 color #FFFFFF origin (0, 0) at (41, 31)"#)
  }
}

/// Wrapping arithmetic, with fixed metrics (0.6 em a character): these tests need them.
@MainActor
@Suite("Text nodes: wrapping")
struct TextNodeWrappingTests {
  /// "aaa bbb ccc" at 10 pt in a 45-wide, 24-tall frame centred in 100 × 80: the frame is at
  /// (27.5, 28); the block is "aaa bbb" (42) over "ccc" (18), centred: 1.5 in from the left.
  func wrapped(_ alignment: TextAlignment) -> String {
    let h = SceneHarness(width: 100, height: 80, textMetrics: .fixed)
    let text = TextNode("aaa bbb ccc", fontSize: 10, engine: h.engine)
    text.width = 45
    text.height = 24
    text.multilineTextAlignment = alignment
    h.scene.addChild(text)
    return h.commands()
  }

  @Test("a frame narrower than the text wraps it: one text command per line, leading")
  func wrapsLeading() {
    #expect(
      wrapped(.leading) == """
        text "aaa bbb" size 10 color #FFFFFF origin (1.5, 0) at (27.5, 28)
        text "ccc" size 10 color #FFFFFF origin (1.5, 12) at (27.5, 28)
        """)
  }

  @Test("centred lines: the short line is (42 − 18) / 2 = 12 further right")
  func wrapsCentred() {
    #expect(
      wrapped(.center) == """
        text "aaa bbb" size 10 color #FFFFFF origin (1.5, 0) at (27.5, 28)
        text "ccc" size 10 color #FFFFFF origin (13.5, 12) at (27.5, 28)
        """)
  }

  @Test("trailing lines: the short line ends where the long one does, 24 further right")
  func wrapsTrailing() {
    #expect(
      wrapped(.trailing) == """
        text "aaa bbb" size 10 color #FFFFFF origin (1.5, 0) at (27.5, 28)
        text "ccc" size 10 color #FFFFFF origin (25.5, 12) at (27.5, 28)
        """)
  }

  @Test("a wrap width set by a host wins over a narrower frame (an animating frame)")
  func wrapWidthWins() {
    let h = SceneHarness(width: 100, height: 80, textMetrics: .fixed)
    let text = TextNode("aaa bbb", fontSize: 10, engine: h.engine)
    text.width = 30
    text.height = 12
    text.wrapWidth = 42
    h.scene.addChild(text)
    // One 42-wide line centred in the 30-wide frame at (35, 34): x = (30 − 42) / 2 = −6.
    #expect(h.commands() == #"text "aaa bbb" size 10 color #FFFFFF origin (-6, 0) at (35, 34)"#)
  }
}

/// The bold flag, measured with fixed metrics (which measure bold as regular): this test needs them.
@MainActor
@Suite("Text nodes: bold")
struct TextNodeBoldTests {
  @Test("a bold node's command says bold; FixedMetrics measures bold as regular (12 × 12)")
  func boldCommand() {
    let h = SceneHarness(width: 100, height: 80, textMetrics: .fixed)
    let text = TextNode("Hi", fontSize: 10, engine: h.engine)
    text.isBold = true
    h.scene.addChild(text)
    #expect(h.commands() == #"text "Hi" size 10 bold color #FFFFFF origin (0, 0) at (44, 34)"#)
  }
}
