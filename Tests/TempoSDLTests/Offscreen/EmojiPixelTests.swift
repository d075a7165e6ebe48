import Foundation
import TempoRender
import TempoSDL
import TempoScene
import Testing

/// Colour emoji drawn by the offscreen renderer: "🎉" from Noto Color Emoji puts saturated
/// colour on the pixels (not a grey missing-glyph box); the emoji and the regular run sit side
/// by side; without an emoji font the text still draws.
@Suite("Offscreen renderer: colour emoji", .serialized)
@MainActor
struct EmojiPixelTests {
  static let size = CGSize(width: 240, height: 64)

  /// `text` at 40 pt, white, drawn from (8, 8).
  func render(_ text: String, with renderer: any RenderBackend) throws -> RGBAImage {
    try renderer.render(
      DisplayList(
        size: Self.size,
        commands: [
          .text(
            text, fontSize: 40, color: .white, origin: CGPoint(x: 8, y: 8),
            transform: .identity, opacity: 1, bold: false)
        ]))
  }

  /// Pixels in columns `x` whose channels differ by over 100 (a saturated colour).
  func saturated(_ image: RGBAImage, x: Range<Int>) -> Int {
    var count = 0
    for row in 0..<Int(Self.size.height) {
      for column in x {
        guard let p = image.pixel(x: column, y: row) else { continue }
        let channels = [Int(p.red), Int(p.green), Int(p.blue)]
        if channels.max()! - channels.min()! > 100 { count += 1 }
      }
    }
    return count
  }

  @Test(
    "\"🎉\" at 40 pt puts over 300 saturated pixels inside its scaled width",
    arguments: TestBackend.allCases)
  func emojiIsColoured(backend: TestBackend) throws {
    let renderer = try backend.make(size: Self.size, scale: 1)
    let image = try render("🎉", with: renderer)
    try? image.writePNG(to: NSTemporaryDirectory() + "tempo-emoji-\(backend.rawValue).png")
    let width = renderer.textMeasurer.size(of: "🎉", fontSize: 40).width
    #expect(saturated(image, x: 8..<(8 + Int(width.rounded(.up)))) > 300)
    #expect(saturated(image, x: (10 + Int(width.rounded(.up)))..<240) == 0)
  }

  @Test(
    "\"🎉 Party\": the emoji's colour left of the measured emoji width, white ink right of it",
    arguments: TestBackend.allCases)
  func emojiThenText(backend: TestBackend) throws {
    let renderer = try backend.make(size: Self.size, scale: 1)
    let image = try render("🎉 Party", with: renderer)
    try? image.writePNG(to: NSTemporaryDirectory() + "tempo-emoji-party-\(backend.rawValue).png")
    let measurer = renderer.textMeasurer
    let emojiEnd = 8 + Int(measurer.size(of: "🎉", fontSize: 40).width.rounded(.up))
    let end = 8 + Int(measurer.size(of: "🎉 Party", fontSize: 40).width.rounded(.up))
    #expect(saturated(image, x: 8..<emojiEnd) > 300)
    #expect(saturated(image, x: emojiEnd..<240) == 0)
    let ink = PixelChecks.count(in: image, x: emojiEnd..<end, y: 0..<64) { $0 > 128 }
    #expect(ink > 100)
    #expect(PixelChecks.count(in: image, x: (end + 1)..<240, y: 0..<64) { $0 > 0 } == 0)
  }

  @Test("without an emoji font \"🎉 Party\" still draws its text, uncoloured, with one warning")
  func withoutEmojiFont() throws {
    let regular = try FontFace.sansSerif().path
    let face = try FontFace(path: regular)
    var warnings: [String] = []
    face.warn = { warnings.append($0) }
    let renderer = try OffscreenRenderer(size: Self.size, scale: 1, face: face)
    let image = try render("🎉 Party", with: renderer)
    #expect(saturated(image, x: 0..<240) == 0)
    #expect(PixelChecks.count(in: image, x: 0..<240, y: 0..<64) { $0 > 128 } > 100)
    #expect(warnings.count == 1)
  }
}
