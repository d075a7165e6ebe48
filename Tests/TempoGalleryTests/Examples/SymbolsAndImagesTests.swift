import Foundation
import TempoSDL
import TempoScene
import TempoTestSupport
import TempoUI
import Testing

@testable import TempoGallery

/// Symbols & images: the top row's SF Symbol names drawn as icon glyphs, bell turned bell.fill
/// by Alerts, and the gallery's landscape.svg (a Bundle.module resource) in a circle whose
/// frame springs from 60 to 100 points on Grow; its pixels are the SVG's own colours.
@MainActor
struct SymbolsAndImagesTests {
  /// The image commands of `list`: source, window rectangle and clip.
  func images(_ list: DisplayList) -> [(source: ImageSource, rect: CGRect, clip: Path)] {
    list.commands.compactMap { command in
      guard case .image(let source, let rect, let clip, _, let transform, _) = command else {
        return nil
      }
      return (source, rect.mapped(by: transform), clip)
    }
  }

  /// The landscape's image command in `list`.
  func landscape(_ list: DisplayList) -> (source: ImageSource, rect: CGRect, clip: Path)? {
    images(list).first {
      if case .file(let path) = $0.source { path.hasSuffix("landscape.svg") } else { false }
    }
  }

  @Test func theSymbolsAreIconGlyphsAndTheLandscapeIsTheBundledSVGInACircle() throws {
    let example = HostedExample(SymbolsAndImages())
    let list = example.run(to: 1)
    let glyphs = images(list).filter {
      if case .iconGlyph = $0.source { true } else { false }
    }
    // gear, magnifyingglass, person.fill, envelope, trash and bell; heart.fill is Tempo's vector.
    #expect(glyphs.count == 6)
    let image = try #require(landscape(list))
    // Within 1e-9: the real text above it leaves the image at a place that is not a whole point.
    #expect(abs(image.rect.width - 60) < 1e-9 && abs(image.rect.height - 60) < 1e-9)
    #expect(image.clip == Path(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 60)))
  }

  @Test func alertsTurnsTheBellGlyphIntoTheFilledVectorBell() throws {
    let example = HostedExample(SymbolsAndImages())
    let before = images(example.run(to: 5)).count
    example.click("Alerts", atFrame: 6)
    let after = example.run(to: 8)
    #expect(images(after).count == before - 1)
  }

  @Test func growSpringsTheImageFrameFrom60To100Points() throws {
    let example = HostedExample(SymbolsAndImages())
    example.click("Grow", atFrame: 6)
    var sizes: [Double] = []
    for frame in 7...60 {
      sizes.append(Double(try #require(landscape(example.run(to: frame))).rect.width))
    }
    #expect(sizes.first! > 60 && sizes.first! < 100)
    #expect(sizes.contains { $0 > 70 && $0 < 90 })
    #expect(abs(sizes.last! - 100) < 0.5)
  }

  @Test func theLandscapesPixelsAreTheSVGsSkySunAndHillInsideItsCircle() throws {
    let example = HostedExample(SymbolsAndImages())
    let list = example.run(to: 1)
    let image = try #require(landscape(list))
    let renderer = try OffscreenRenderer(size: GalleryExample.size, scale: 2)
    let frame = try renderer.render(list)
    /// The pixel at the SVG's point (`x`, `y`) of its 64-unit square, in the 60-pt frame at 2×.
    func pixel(_ x: Double, _ y: Double) -> (Int, Int, Int) {
      let scale = Double(image.rect.width) / 64
      let p = frame.pixel(
        x: Int(((Double(image.rect.minX) + x * scale) * 2).rounded(.down)),
        y: Int(((Double(image.rect.minY) + y * scale) * 2).rounded(.down)))!
      return (Int(p.red), Int(p.green), Int(p.blue))
    }
    func close(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Bool {
      abs(a.0 - b.0) <= 3 && abs(a.1 - b.1) <= 3 && abs(a.2 - b.2) <= 3
    }
    #expect(close(pixel(20, 14), (0x2D, 0x6C, 0xDF)), "sky")
    #expect(close(pixel(44, 20), (0xFF, 0xD6, 0x0A)), "sun")
    #expect(close(pixel(32, 58), (0x34, 0xC7, 0x59)), "hill")
    // The square's corner is outside the circle: the background shows, as left of the frame.
    let outside = pixel(-4, 1)
    #expect(close(pixel(1, 1), outside), "corner")
  }
}
