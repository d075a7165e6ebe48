import Tempo
import TempoRender
import TempoSDL
import TempoScene
import TempoTestSupport
import Testing

/// Layers drawn by both backends: the GL canvas's target textures (``OffscreenRenderer``) and
/// cairo's groups (``CairoRenderer``), against the compositing formulas.
@Suite("Layers in both backends", .serialized)
@MainActor
struct CanvasLayerTests {
  /// The red byte of every column of row 10 of `list`, as `kind` draws it.
  func reds(_ list: DisplayList, _ kind: RendererKind) throws -> [Int] {
    let image = try kind.makeOffscreen(size: OverlappingSquares.size).render(list)
    return (0..<40).map { Int(image.pixel(x: $0, y: 10)?.red ?? 0) }
  }

  @Test(
    "two opaque red squares in a layer at 0.5 are half red over black, where they overlap too; each at 0.5 on its own, the overlap is 0.75 red",
    arguments: RendererKind.allCases)
  func opaqueOverlap(kind: RendererKind) throws {
    for layered in [true, false] {
      let reds = try reds(OverlappingSquares.list(color: .red, layered: layered), kind)
      for x in 0..<40 {
        let expected = OverlappingSquares.expectedFraction(atColumn: x, layered: layered) * 255
        // 8-bit blending rounds at each step: within 1.5 of the exact value.
        #expect(abs(Double(reds[x]) - expected) <= 1.5, "layered \(layered), x \(x): \(reds[x])")
      }
    }
  }

  @Test(
    "half-opaque squares composite in the layer first: 0.25 red alone, 0.375 overlapping (0.4375 without the layer)",
    arguments: RendererKind.allCases)
  func translucentOverlap(kind: RendererKind) throws {
    for layered in [true, false] {
      let list = OverlappingSquares.list(color: .red, childOpacity: 0.5, layered: layered)
      let reds = try reds(list, kind)
      for x in 0..<40 {
        let expected =
          OverlappingSquares.expectedFraction(atColumn: x, childOpacity: 0.5, layered: layered)
          * 255
        #expect(abs(Double(reds[x]) - expected) <= 1.5, "layered \(layered), x \(x): \(reds[x])")
      }
    }
  }
}
