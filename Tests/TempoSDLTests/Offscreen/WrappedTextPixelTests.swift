import Tempo
import TempoSDL
import TempoScene
import Testing

/// A text node wrapped by its frame, laid out with the real font and drawn by the offscreen
/// renderer: ink falls in two line bands, none past the frame's right edge.
@Suite("Offscreen renderer: wrapped text", .serialized)
@MainActor
struct WrappedTextPixelTests {
  @Test("\"HHHH HHHH\" in a frame one word wide draws two lines, each one word wide")
  func wrapsIntoTwoLines() throws {
    let size = CGSize(width: 200, height: 100)
    let renderer = try OffscreenRenderer(size: size, scale: 1)
    let measurer = FontTextMeasurer(face: renderer.canvas.face)
    let word = measurer.size(of: "HHHH", fontSize: 24)
    let whole = measurer.size(of: "HHHH HHHH", fontSize: 24)
    let engine = AnimationEngine(clock: ManualClock())
    let scene = SceneGraph(size: size, engine: engine, textMeasurer: measurer)
    let text = TextNode("HHHH HHHH", fontSize: 24, engine: engine)
    text.width = word.width + 4
    text.height = 2 * word.height
    scene.addChild(text)
    let image = try renderer.render(scene.displayList())
    // The frame is centred: its left edge at (200 − width) / 2, its top at (100 − height) / 2.
    let left = Int(((size.width - word.width - 4) / 2).rounded(.down))
    let right = Int(((size.width + word.width + 4) / 2).rounded(.up))
    let top = Int(((size.height - 2 * word.height) / 2).rounded(.down))
    let lineHeight = Int(word.height)
    let ink = { (ys: Range<Int>) in
      PixelChecks.count(in: image, x: 0..<200, y: ys) { $0 > 128 }
    }
    #expect(whole.width > word.width * 2)
    #expect(ink(top..<(top + lineHeight)) > 50)
    #expect(ink((top + lineHeight)..<(top + 2 * lineHeight)) > 50)
    #expect(ink(0..<top) == 0)
    let outside = PixelChecks.count(in: image, x: (right + 1)..<200, y: 0..<100) { $0 > 0 }
    let before = PixelChecks.count(in: image, x: 0..<max(left - 1, 0), y: 0..<100) { $0 > 0 }
    #expect(outside == 0 && before == 0)
  }
}
