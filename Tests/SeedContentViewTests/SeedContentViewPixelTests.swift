import Foundation
import TempoSDL
import TempoScene
import TempoTestSupport
import TempoUI
import Testing

/// The seed's `ContentView` drawn by the offscreen renderer: the colours a person sees.
@MainActor
@Suite("The seed's ContentView, in pixels")
struct SeedContentViewPixelTests {
  /// An 8-bit channel of `source` at `alpha` over `destination`, by SDL's blend formula.
  func blended(_ source: Double, alpha: Double, over destination: Double) -> Double {
    let a = (alpha * 255).rounded() / 255
    return (source * 255).rounded() * a + (destination * 255).rounded() * (1 - a)
  }

  @Test(
    "after a click on star 3: stars 1–3 are #FFD60A and the popup is 0.9 grey at 0.9 over black")
  func colours() throws {
    let timeline = FrameTimeline()
    let renderer = try OffscreenRenderer(size: CGSize(width: 480, height: 320))
    let host = ViewHost(ContentView(), scene: timeline.scene)
    timeline.scene.textMeasurer = FontTextMeasurer(face: renderer.canvas.face, scale: 1)
    _ = host.frame()
    timeline.move(toFrame: 60)
    host.click(symbol: "star", 3)
    var list = host.frame()
    for frame in 61...75 {
      timeline.move(toFrame: frame)
      list = host.frame()
    }
    let image = try renderer.render(list)
    if let path = ProcessInfo.processInfo.environment["TEMPO_SAVE_PNG"] {
      try image.writePNG(to: path)
    }
    // Star 1's centre (120 + 14, 146 + 16): filled yellow.
    let star = image.pixel(x: 134, y: 162)
    #expect(star?.red == 0xFF && star?.green == 0xD6 && star?.blue == 0x0A)
    // Inside the popup (140…340 × 135…185), away from its text and corners.
    let popup = image.pixel(x: 152, y: 160)
    let expected = blended(0.9, alpha: 0.9, over: 0)
    #expect(abs(Double(popup?.red ?? 0) - expected) <= 2)
    // Star 5 (x 332…360) outside the popup keeps its gray outline; its centre stays black.
    let outline = image.pixel(x: 346, y: 162)
    #expect(outline?.red == 0 && outline?.green == 0 && outline?.blue == 0)
  }
}
