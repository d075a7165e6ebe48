import Foundation
import Tempo
import TempoRender
import TempoScene
import Testing

@testable import TempoSDL

/// Small fills drawn as coverage masks kept in one texture: what is kept, where it goes, and
/// the pixels it draws.
@Suite("Canvas: mask atlas", .serialized)
@MainActor
struct MaskAtlasTests {
  /// A 100 × 80 pixel target.
  let frame = DisplayListDamage.PixelBox(minX: 0, minY: 0, maxX: 100, maxY: 80)
  /// A 10 × 10 square at the origin.
  let square = TestShapes.rectangle(CGRect(x: 0, y: 0, width: 10, height: 10))

  /// An atlas on an offscreen renderer (kept alive with it).
  func atlas() throws -> (MaskAtlas, OffscreenRenderer) {
    let renderer = try OffscreenRenderer(size: CGSize(width: 100, height: 80), scale: 1)
    return (try #require(MaskAtlas(renderer: renderer.canvas.renderer)), renderer)
  }

  /// The spot and box of a placement that is a mask; `nil` for any other placement.
  func mask(_ placement: MaskAtlas.Placement) -> (
    spot: DisplayListDamage.PixelBox, box: DisplayListDamage.PixelBox
  )? {
    guard case .mask(let spot, let box) = placement else { return nil }
    return (spot, box)
  }

  @Test("a 10 × 10 square at (3.5, 2) covers pixels 3..<14 across and 2..<12 down")
  func boxCoversTheTouchedPixels() throws {
    let (atlas, renderer) = try atlas()
    defer { withExtendedLifetime(renderer) {} }
    let placed = try #require(
      mask(atlas.place(square, transform: .translation(x: 3.5, y: 2), within: frame)))
    #expect(placed.box == DisplayListDamage.PixelBox(minX: 3, minY: 2, maxX: 14, maxY: 12))
    #expect(placed.spot.maxX - placed.spot.minX == 11 && placed.spot.maxY - placed.spot.minY == 10)
  }

  @Test(
    "a shape moved by whole pixels, or by less than 1/16 pixel, reuses its mask; half a pixel makes another"
  )
  func masksAreKeptPerEighthOfAPixel() throws {
    let (atlas, renderer) = try atlas()
    defer { withExtendedLifetime(renderer) {} }
    let first = try #require(
      mask(atlas.place(square, transform: .translation(x: 10, y: 10), within: frame)))
    let moved = try #require(
      mask(atlas.place(square, transform: .translation(x: 30.05, y: 5), within: frame)))
    #expect(moved.spot == first.spot)
    #expect(moved.box.minX - first.box.minX == 20 && moved.box.minY - first.box.minY == -5)
    #expect(atlas.count == 1)
    let half = try #require(
      mask(atlas.place(square, transform: .translation(x: 10.5, y: 10), within: frame)))
    #expect(half.spot != first.spot)
    #expect(atlas.count == 2)
  }

  @Test("a 64-pixel fill gets a mask; a 65-pixel one is too large and is meshed")
  func largestMaskIs64Pixels() throws {
    let (atlas, renderer) = try atlas()
    defer { withExtendedLifetime(renderer) {} }
    let fits = TestShapes.rectangle(CGRect(x: 0, y: 0, width: 64, height: 64))
    let wide = TestShapes.rectangle(CGRect(x: 0, y: 0, width: 65, height: 10))
    _ = try #require(mask(atlas.place(fits, transform: .identity, within: frame)))
    guard case .tooLarge = atlas.place(wide, transform: .identity, within: frame) else {
      Issue.record("a 65-pixel fill was given a mask")
      return
    }
  }

  @Test("a fill whose transform is not finite gets no mask and is not kept: it is left to the mesh")
  func nonFiniteTransformIsNotKept() throws {
    let (atlas, renderer) = try atlas()
    defer { withExtendedLifetime(renderer) {} }
    let transforms = [
      AffineTransform2D(a: .nan, b: 0, c: 0, d: 1, tx: 5, ty: 5),
      AffineTransform2D(a: 1, b: 0, c: 0, d: .infinity, tx: 5, ty: 5),
      AffineTransform2D.translation(x: .nan, y: 5),
    ]
    for transform in transforms {
      guard case .tooLarge = atlas.place(square, transform: transform, within: frame) else {
        Issue.record("\(transform) was given a mask")
        continue
      }
    }
    #expect(atlas.count == 0)
  }

  @Test("a fill wholly outside the target draws nothing")
  func fillOutsideTheTargetDrawsNothing() throws {
    let (atlas, renderer) = try atlas()
    defer { withExtendedLifetime(renderer) {} }
    guard case .nothing = atlas.place(square, transform: .translation(x: -20, y: 5), within: frame)
    else {
      Issue.record("a fill left of the target was drawn")
      return
    }
  }

  /// A 31.5 × 30.5 rectangle a little narrower for each `index` (a mask of its own each), at
  /// phase 0 touching 32 × 31 pixels.
  func rectangle(_ index: Int) -> Path {
    TestShapes.rectangle(CGRect(x: 0, y: 0, width: 31.5 - Double(index) / 1_000, height: 30.5))
  }

  @Test(
    "a full 256-pixel atlas (8 shelves of 8 masks 32 × 31) doubles to 512 (16 of 16), which when full is emptied"
  )
  func fullAtlasGrowsThenEmpties() throws {
    let (atlas, renderer) = try atlas()
    defer { withExtendedLifetime(renderer) {} }
    func fill(_ indices: Range<Int>) throws {
      for index in indices {
        _ = try #require(mask(atlas.place(rectangle(index), transform: .identity, within: frame)))
      }
    }
    func isFull(_ index: Int) -> Bool {
      guard case .full = atlas.place(rectangle(index), transform: .identity, within: frame) else {
        return false
      }
      return true
    }
    #expect(atlas.side == 256)
    try fill(0..<64)
    #expect(isFull(64))
    atlas.makeRoom()
    #expect(atlas.side == 512 && atlas.count == 0)
    try fill(0..<256)
    #expect(isFull(256))
    atlas.makeRoom()
    #expect(atlas.side == 512 && atlas.count == 0)
    let again = try #require(
      mask(atlas.place(rectangle(256), transform: .identity, within: frame)))
    #expect(again.spot.minX == 0 && again.spot.minY == 0)
  }

  @Test("100 masks of 32 × 31 in one frame, more than the first atlas holds: every one is drawn")
  func frameOutgrowingTheAtlasDrawsEveryMask() throws {
    let size = CGSize(width: 320, height: 310)
    var commands: [DrawCommand] = []
    for index in 0..<100 {
      let (column, row) = (Double(index % 10), Double(index / 10))
      commands.append(
        .fill(
          rectangle(index), color: .white, transform: .translation(x: column * 32, y: row * 31),
          opacity: 1))
    }
    let renderer = try OffscreenRenderer(size: size, scale: 1)
    let image = try renderer.render(DisplayList(size: size, background: .black, commands: commands))
    #expect(renderer.canvas.maskAtlas?.side == 512)
    for index in 0..<100 {
      let pixel = try #require(image.pixel(x: index % 10 * 32 + 15, y: index / 10 * 31 + 15))
      #expect(pixel.red == 255 && pixel.green == 255 && pixel.blue == 255, "mask \(index)")
    }
  }

  @Test(
    "a white 10 × 10 square at (3.5, 2.25) is exact coverage: half its side columns, 3/4 its top row, 1/4 its bottom row"
  )
  func maskedPixelsAreExactCoverage() throws {
    let list = DisplayList(
      size: CGSize(width: 20, height: 16), background: .black,
      commands: [
        .fill(square, color: .white, transform: .translation(x: 3.5, y: 2.25), opacity: 1)
      ])
    let image = try OffscreenRenderer(size: list.size, scale: 1).render(list)
    func red(_ x: Int, _ y: Int) throws -> Int { Int(try #require(image.pixel(x: x, y: y)).red) }
    let expected: [(x: Int, y: Int, coverage: Double)] = [
      (3, 6, 0.5), (13, 6, 0.5), (8, 2, 0.75), (8, 12, 0.25), (3, 2, 0.375), (8, 6, 1),
      (2, 6, 0), (14, 6, 0), (8, 1, 0), (8, 13, 0),
    ]
    for pixel in expected {
      let (actual, wanted) = (Double(try red(pixel.x, pixel.y)), pixel.coverage * 255)
      #expect(abs(actual - wanted) <= 1, "(\(pixel.x), \(pixel.y)): \(actual) vs \(wanted)")
    }
  }

  @Test(
    "a mask, a mesh and a mask at 50 % each over one pixel blend in command order: (32, 128, 64)")
  func masksAndMeshesBlendInCommandOrder() throws {
    let small = CGRect(x: 10, y: 10, width: 20, height: 20)
    let large = CGRect(x: 0, y: 0, width: 100, height: 80)
    let list = DisplayList(
      size: CGSize(width: 100, height: 80), background: .black,
      commands: [
        .fill(
          Path(rect: small), color: Color(red: 1, green: 0, blue: 0), transform: .identity,
          opacity: 0.5),
        .fill(
          Path(rect: large), color: Color(red: 0, green: 0, blue: 1), transform: .identity,
          opacity: 0.5),
        .fill(
          Path(rect: small), color: Color(red: 0, green: 1, blue: 0), transform: .identity,
          opacity: 0.5),
      ])
    let image = try OffscreenRenderer(size: list.size, scale: 1).render(list)
    // Red over black: 127.5; blue over that halves it (63.75) with blue 127.5; green halves both.
    let pixel = try #require(image.pixel(x: 20, y: 20))
    #expect(abs(Int(pixel.red) - 32) <= 1 && abs(Int(pixel.green) - 128) <= 1)
    #expect(abs(Int(pixel.blue) - 64) <= 1)
  }

  @Test("a shape drawn again in the next frame, moved by whole pixels, is not rasterised again")
  func masksAreKeptFromFrameToFrame() throws {
    let renderer = try OffscreenRenderer(size: CGSize(width: 100, height: 80), scale: 1)
    for x in [10.25, 40.25] {
      _ = try renderer.render(
        DisplayList(
          size: CGSize(width: 100, height: 80),
          commands: [.fill(square, color: .white, transform: .translation(x: x, y: 5), opacity: 1)])
      )
    }
    #expect(renderer.canvas.maskAtlas?.count == 1)
  }
}
