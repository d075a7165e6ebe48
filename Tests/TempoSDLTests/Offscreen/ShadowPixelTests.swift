import Foundation
import TempoSDL
import TempoScene
import TempoTestSupport
import Testing

/// A node's ``Shadow`` through the offscreen renderer: beside the node, the shadow darkens a
/// white background by the coverage of the copies that reach there.
@Suite("Shadow pixels", .serialized)
@MainActor
struct ShadowPixelTests {
  @Test(
    "Black shadow, radius 6, on white: 2.5 pt right of the node 1/3 covered (170), 4.5 pt 1/6 (212.5), 7.5 pt none"
  )
  func coverageBesideNode() throws {
    let h = SceneHarness(width: 100, height: 80)
    h.scene.background = .white
    let node = h.rectangle("r", width: 40, height: 20, fill: .red)
    node.shadow = Shadow(color: .black, radius: 6)
    h.scene.addChild(node)
    let renderer = try OffscreenRenderer(size: CGSize(width: 100, height: 80))
    let image = try renderer.render(h.scene.displayList())
    // The node spans x 30…70; copies reach 5, 3 and 1 points beyond it (alphas 1/6, 1/5, 1/4).
    for (x, coverage) in [(72, 1 - 5.0 / 6 * 4 / 5), (74, 1.0 / 6), (77, 0.0)] {
      let pixel = try #require(image.pixel(x: x, y: 40))
      let expected = 255 * (1 - coverage)
      #expect(abs(Double(pixel.red) - expected) <= 2, "x \(x): \(pixel.red) vs \(expected)")
    }
  }
}
