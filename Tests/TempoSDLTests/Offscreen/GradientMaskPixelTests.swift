import Foundation
import Tempo
import TempoRender
import TempoSDL
import TempoScene
import Testing

/// Text and an icon glyph drawn white inside a gradient mask by both backends, read back over
/// black: each inked pixel is the gradient's colour at the pixel's centre (by its definition,
/// a linear gradient's projection on its axis) times the ink's coverage, so its blue share
/// blue / (red + blue) is the gradient's position t there whatever the coverage.
@Suite("Offscreen renderer: gradient masks", .serialized)
@MainActor
struct GradientMaskPixelTests {
  let red = Color(red: 1, green: 0, blue: 0)
  let blue = Color(red: 0, green: 0, blue: 1)

  /// `content` inside a red-to-blue gradient mask from `start` to `end` of `bounds`.
  func masked(
    _ content: DrawCommand, bounds: CGRect, start: UnitPoint, end: UnitPoint
  ) -> [DrawCommand] {
    let paint = GradientPaint(
      kind: .linear(start: start, end: end),
      stops: [.init(color: red, location: 0), .init(color: blue, location: 1)], bounds: bounds)
    return [
      .pushGradientMask(paint, bounds: bounds, transform: .identity), content, .popGradientMask,
    ]
  }

  /// The inked pixels (red + blue ≥ 96) of `image`: where they are, in points, and their blue
  /// share; none may be green.
  func ink(_ image: RGBAImage, scale: Double) -> [(x: Double, y: Double, share: Double)] {
    var result: [(x: Double, y: Double, share: Double)] = []
    for y in 0..<image.height {
      for x in 0..<image.width {
        guard let pixel = image.pixel(x: x, y: y) else { continue }
        let sum = Double(pixel.red) + Double(pixel.blue)
        guard sum >= 96 else { continue }
        #expect(pixel.green <= 2, "pixel \(x), \(y) is green \(pixel.green)")
        result.append(
          ((Double(x) + 0.5) / scale, (Double(y) + 0.5) / scale, Double(pixel.blue) / sum))
      }
    }
    return result
  }

  @Test(
    "MMMMMMMM in a red-to-blue leading-to-trailing gradient: each inked pixel's blue share is t = (x − 10) / 300 within 0.03, red at the left, blue at the right",
    arguments: TestBackend.allCases, [1.0, 2])
  func textInLinearGradient(backend: TestBackend, scale: Double) throws {
    let bounds = CGRect(x: 10, y: 10, width: 300, height: 60)
    let size = CGSize(width: 320, height: 80)
    let text = DrawCommand.text(
      "MMMMMMMM", fontSize: 40, color: .white, origin: CGPoint(x: 10, y: 10),
      transform: .identity, opacity: 1)
    let image = try backend.make(size: size, scale: scale).render(
      DisplayList(
        size: size,
        commands: masked(text, bounds: bounds, start: .leading, end: .trailing)))
    StrokePixelTests.keep(image, "\(backend)-gradient-text@\(Int(scale))x")
    let inked = ink(image, scale: scale)
    #expect(inked.count > 1000)
    var worst = 0.0
    for pixel in inked {
      worst = max(worst, abs(pixel.share - (pixel.x - 10) / 300))
    }
    #expect(worst <= 0.03, "largest difference from the formula: \(worst)")
    let left = inked.filter { $0.x < 40 }
    let right = inked.filter { $0.x > 200 }
    #expect(!left.isEmpty && left.allSatisfy { $0.share < 0.2 })
    #expect(!right.isEmpty && right.allSatisfy { $0.share > 0.6 })
  }

  @Test(
    "a gear glyph in a red-to-blue top-to-bottom gradient over its 48-point rect: each inked pixel's blue share is t = (y − 4) / 48 within 0.03",
    arguments: TestBackend.allCases, [1.0, 2])
  func glyphInVerticalGradient(backend: TestBackend, scale: Double) throws {
    let rect = CGRect(x: 4, y: 4, width: 48, height: 48)
    let size = CGSize(width: 56, height: 56)
    let glyph = DrawCommand.image(
      .iconGlyph(0xE8B8), rect: rect, clip: Path(rect: rect), tint: .white, transform: .identity,
      opacity: 1)
    let image = try backend.make(size: size, scale: scale).render(
      DisplayList(size: size, commands: masked(glyph, bounds: rect, start: .top, end: .bottom)))
    StrokePixelTests.keep(image, "\(backend)-gradient-gear@\(Int(scale))x")
    let inked = ink(image, scale: scale)
    #expect(inked.count > 300)
    var worst = 0.0
    for pixel in inked {
      worst = max(worst, abs(pixel.share - (pixel.y - 4) / 48))
    }
    #expect(worst <= 0.03, "largest difference from the formula: \(worst)")
    #expect(inked.filter { $0.y < 12 }.allSatisfy { $0.share < 0.25 })
    #expect(inked.filter { $0.y > 44 }.allSatisfy { $0.share > 0.75 })
  }
}
