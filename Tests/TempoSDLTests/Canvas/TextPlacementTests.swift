import Foundation
import TempoRender
import TempoScene
import Testing

@testable import TempoSDL

/// Where text goes under a transform: snapped to whole pixels when upright, turned about its
/// corner when rotated, flipped left to right when mirrored (as a card flipped past 90° shows
/// its text in SwiftUI), on both backends.
@Suite("TextPlacement")
@MainActor
struct TextPlacementTests {
  /// The placement of "Tempo" at 24 pt from (10, 10) under `transform`.
  func place(_ transform: AffineTransform2D) throws -> TextPlacement {
    try #require(
      TextPlacement(
        "Tempo", fontSize: 24, color: .white, origin: CGPoint(x: 10, y: 10),
        transform: transform, opacity: 1))
  }

  @Test("upright text is neither rotated nor mirrored, its corner on a whole pixel")
  func upright() throws {
    let place = try place(.translation(x: 0.4, y: 0.6))
    #expect(!place.rotated && !place.mirrored && place.angle == 0)
    #expect(place.corner == CGPoint(x: 10, y: 11))
  }

  @Test("an x scale of −1 mirrors without turning: angle 0; x ↦ 200 − x puts the corner at 190")
  func mirrorInX() throws {
    let place = try place(AffineTransform2D(a: -1, b: 0, c: 0, d: 1, tx: 200, ty: 0))
    #expect(place.mirrored && place.rotated)
    #expect(abs(place.angle) < 1e-12)
    #expect(place.corner == CGPoint(x: 190, y: 10))
  }

  @Test("a y scale of −1 is a mirror turned by 180°: the text upside down and flipped")
  func mirrorInY() throws {
    let place = try place(AffineTransform2D(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 60))
    #expect(place.mirrored)
    #expect(abs(abs(place.angle) - .pi) < 1e-12)
  }

  @Test("a rotation by 180° (x and y scaled by −1) turns the text and does not mirror it")
  func halfTurn() throws {
    let place = try place(AffineTransform2D(a: -1, b: 0, c: 0, d: -1, tx: 200, ty: 60))
    #expect(!place.mirrored && place.rotated)
    #expect(abs(abs(place.angle) - .pi) < 1e-12)
  }

  @Test(
    "text under x ↦ 200 − x is the upright text's mirror image, pixel for pixel within 48/255 on all but 1 % of its box",
    arguments: TestBackend.allCases)
  func mirroredPixels(backend: TestBackend) throws {
    let size = CGSize(width: 200, height: 60)
    let renderer = try backend.make(size: size, scale: 1)
    func draw(_ transform: AffineTransform2D) throws -> RGBAImage {
      try renderer.render(
        DisplayList(
          size: size,
          commands: [
            .text(
              "Tempo", fontSize: 24, color: .white, origin: CGPoint(x: 10, y: 10),
              transform: transform, opacity: 1)
          ]))
    }
    let upright = try draw(.identity)
    let mirrored = try draw(AffineTransform2D(a: -1, b: 0, c: 0, d: 1, tx: 200, ty: 0))
    try? mirrored.writePNG(to: NSTemporaryDirectory() + "tempo-mirrored-\(backend.rawValue).png")
    func luminance(_ image: RGBAImage, _ x: Int, _ y: Int) -> Double {
      guard let p = image.pixel(x: x, y: y) else { return 0 }
      return (Double(p.red) + Double(p.green) + Double(p.blue)) / 3
    }
    var ink = 0
    var differing = 0
    for y in 0..<60 {
      for x in 0..<200 {
        let expected = luminance(upright, x, y)
        if expected > 128 { ink += 1 }
        // The pixel centred at x + 0.5 lands on 200 − (x + 0.5), the centre of pixel 199 − x.
        if abs(luminance(mirrored, 199 - x, y) - expected) > 48 { differing += 1 }
      }
    }
    #expect(ink > 100)
    #expect(differing * 100 <= ink, "\(differing) pixels differ, \(ink) pixels of ink")
  }
}
