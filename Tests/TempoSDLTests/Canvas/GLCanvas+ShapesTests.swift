import Foundation
import Tempo
import TempoRender
import TempoScene
import Testing

@testable import TempoSDL

/// Solid meshes and small fills' masks are drawn in batches: the pixels are those of one draw
/// per shape, in the display list's order, whatever the batch boundaries. Each test runs with
/// small fills drawn as masks (`true`, the canvas's way) and as meshes (`false`).
@Suite("Canvas: batched meshes and masks", .serialized)
@MainActor
struct CanvasShapesTests {
  let size = CGSize(width: 40, height: 20)

  /// A fill of the rectangle `rect` in `color` at `opacity`.
  func fill(_ rect: CGRect, _ color: Color, opacity: Double = 1) -> DrawCommand {
    .fill(Path(rect: rect), color: color, transform: .identity, opacity: opacity)
  }

  /// `list` drawn offscreen at scale 1, small fills as masks or not.
  func render(_ list: DisplayList, masks: Bool) throws -> RGBAImage {
    let renderer = try OffscreenRenderer(size: list.size, scale: 1)
    renderer.canvas.drawsSmallFillsAsMasks = masks
    return try renderer.render(list)
  }

  @Test(
    "red at 50 % over blue at 50 % on black blends in command order: (128, 0, 64), not (64, 0, 128)",
    arguments: [true, false])
  func overlappingFillsBlendInOrder(masks: Bool) throws {
    let list = DisplayList(
      size: size, background: .black,
      commands: [
        fill(
          CGRect(x: 0, y: 0, width: 30, height: 20), Color(red: 0, green: 0, blue: 1), opacity: 0.5),
        fill(
          CGRect(x: 10, y: 0, width: 30, height: 20), Color(red: 1, green: 0, blue: 0), opacity: 0.5
        ),
      ])
    let image = try render(list, masks: masks)
    // Blue over black: 0.5 × 255 = 127.5 blue; red over that: 127.5 red, 127.5 × 0.5 blue.
    let overlap = try #require(image.pixel(x: 20, y: 10))
    #expect(abs(Int(overlap.red) - 128) <= 1 && overlap.green == 0)
    #expect(abs(Int(overlap.blue) - 64) <= 1)
  }

  @Test(
    "400 squares, more than one batch of meshes holds (2,400 indices against 1,024): every one is drawn",
    arguments: [true, false])
  func manyShapesAcrossBatches(masks: Bool) throws {
    let grid = CGSize(width: 80, height: 40)
    var commands: [DrawCommand] = []
    for row in 0..<20 {
      for column in 0..<20 {
        commands.append(
          fill(CGRect(x: Double(column) * 4 + 1, y: Double(row) * 2, width: 2, height: 2), .white))
      }
    }
    #expect(commands.count * 6 > GLCanvas.batchLimit * 2)
    let image = try render(
      DisplayList(size: grid, background: .black, commands: commands), masks: masks)
    for row in 0..<20 {
      for column in 0..<20 {
        let pixel = try #require(image.pixel(x: column * 4 + 1, y: row * 2))
        #expect(pixel.red == 255 && pixel.green == 255 && pixel.blue == 255)
      }
    }
  }

  @Test(
    "a fill before a clip is not clipped, one inside it is: right half red, left half blue",
    arguments: [true, false])
  func clipBoundsTheBatch(masks: Bool) throws {
    let whole = CGRect(origin: .zero, size: size)
    let list = DisplayList(
      size: size, background: .black,
      commands: [
        fill(whole, Color(red: 1, green: 0, blue: 0)),
        .pushClip(CGRect(x: 0, y: 0, width: 20, height: 20)),
        fill(whole, Color(red: 0, green: 0, blue: 1)),
        .popClip,
      ])
    let image = try render(list, masks: masks)
    let left = try #require(image.pixel(x: 5, y: 10))
    let right = try #require(image.pixel(x: 35, y: 10))
    #expect(left.blue == 255 && left.red == 0)
    #expect(right.red == 255 && right.blue == 0)
  }
}
