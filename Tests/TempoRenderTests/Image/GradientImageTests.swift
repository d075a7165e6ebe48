import Tempo
import TempoScene
import Testing

@testable import TempoRender

@MainActor
@Suite("GradientImage")
struct GradientImageTests {
  let paint = GradientPaint(
    kind: .linear(start: .leading, end: .trailing),
    stops: [
      .init(color: Color(red: 1, green: 0, blue: 0), location: 0),
      .init(color: Color(red: 0, green: 0, blue: 1, opacity: 0.5), location: 1),
    ],
    bounds: CGRect(x: 0, y: 0, width: 10, height: 4))

  @Test(
    "each pixel is the colour at its centre, seen through the transform: at 2×, pixel x is at (x + 0.5) / 2 points"
  )
  func samplesPixelCentres() throws {
    let box = DisplayListDamage.PixelBox(minX: 0, minY: 0, maxX: 20, maxY: 8)
    let image = try #require(
      GradientImage(.init(paint: paint, transform: .scale(x: 2, y: 2), box: box)))
    #expect((image.image.width, image.image.height) == (20, 8))
    for x in [0, 7, 19] {
      let t = (Double(x) + 0.5) / 2 / 10
      let pixel = try #require(image.image.pixel(x: x, y: 3))
      #expect(
        pixel.red == UInt8(((1 - t) * 255).rounded()) && pixel.blue == UInt8((t * 255).rounded()))
      #expect(pixel.alpha == UInt8(((1 - t) + t * 0.5) * 255 + 0.5))
    }
  }

  @Test(
    "a box away from the origin starts at its own corner: its first pixel is device pixel (6, 1)")
  func offsetBox() throws {
    let box = DisplayListDamage.PixelBox(minX: 6, minY: 1, maxX: 8, maxY: 2)
    let image = try #require(GradientImage(.init(paint: paint, transform: .identity, box: box)))
    let pixel = try #require(image.image.pixel(x: 0, y: 0))
    #expect(pixel.red == UInt8(((1 - 0.65) * 255).rounded()))
  }

  @Test("an empty box or a transform that cannot be inverted makes no image")
  func refusesDegenerateInput() {
    let empty = DisplayListDamage.PixelBox(minX: 3, minY: 3, maxX: 3, maxY: 9)
    #expect(GradientImage(.init(paint: paint, transform: .identity, box: empty)) == nil)
    let box = DisplayListDamage.PixelBox(minX: 0, minY: 0, maxX: 4, maxY: 4)
    #expect(GradientImage(.init(paint: paint, transform: .scale(x: 0, y: 1), box: box)) == nil)
  }

  @Test(
    "the box of a fill command within the frame: the path's box rounded out ± 1, clipped to the frame"
  )
  func boxOfACommand() {
    let frame = DisplayListDamage.PixelBox(minX: 0, minY: 0, maxX: 20, maxY: 20)
    let command = DrawCommand.gradient(
      Path(rect: CGRect(x: 2.5, y: 3, width: 30, height: 4)), paint: paint, style: nil,
      transform: .identity, opacity: 1)
    #expect(
      GradientImage.box(of: command, scale: 1, within: frame)
        == DisplayListDamage.PixelBox(minX: 1, minY: 2, maxX: 20, maxY: 8))
  }
}
