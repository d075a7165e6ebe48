import Foundation
import Tempo
import TempoScene
import Testing

@testable import TempoCairo
@testable import TempoSDL

/// What only the cairo backend promises; the pixel tests shared with the GL backend are in
/// OffscreenRendererTests and StrokePixelTests.
@Suite("Cairo renderer", .serialized)
@MainActor
struct CairoRendererTests {
  @Test("a half-covered pixel column of a rectangle from x = 10.5 reads back as half white")
  func halfCoveredColumnIsHalfWhite() throws {
    let size = CGSize(width: 20, height: 10)
    let image = try CairoRenderer(size: size).render(
      DisplayList(
        size: size,
        commands: [
          .fill(
            Path(rect: CGRect(x: 10.5, y: 0, width: 9.5, height: 10)), color: .white,
            transform: .identity, opacity: 1)
        ]))
    // Exact-area coverage: column 10 is half inside, so its red byte is 255 × 0.5 ± 1.
    #expect(abs(Int(image.pixel(x: 10, y: 5)?.red ?? 0) - 128) <= 1)
    #expect(image.pixel(x: 9, y: 5)?.red == 0 && image.pixel(x: 11, y: 5)?.red == 255)
  }

  @Test("frames read back opaque: every alpha byte is 255")
  func framesAreOpaque() throws {
    let size = CGSize(width: 30, height: 30)
    let image = try CairoRenderer(size: size).render(
      DisplayList(
        size: size, background: Color(hex: 0x102030),
        commands: [
          .fill(
            TestShapes.star(center: CGPoint(x: 15, y: 15), radius: 12), color: .yellow,
            transform: .identity, opacity: 0.5)
        ]))
    #expect(image.bytes.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
  }

  @Test("a singular transform or a NaN point draws nothing and later commands still draw")
  func degenerateInputDrawsNothing() throws {
    let size = CGSize(width: 20, height: 20)
    let rect = Path(rect: CGRect(x: 0, y: 0, width: 20, height: 20))
    var bad = Path()
    bad.move(to: CGPoint(x: Double.nan, y: 0))
    bad.addLine(to: CGPoint(x: 20, y: 20))
    let image = try CairoRenderer(size: size).render(
      DisplayList(
        size: size,
        commands: [
          .fill(rect, color: .red, transform: .scale(x: 0, y: 0), opacity: 1),
          .stroke(
            rect, color: .red, style: StrokeStyle(lineWidth: 2), transform: .scale(x: 0, y: 1),
            opacity: 1),
          .fill(bad, color: .red, transform: .identity, opacity: 1),
          .fill(
            Path(rect: CGRect(x: 5, y: 5, width: 10, height: 10)), color: .white,
            transform: .identity, opacity: 1),
        ]))
    #expect(image.pixel(x: 1, y: 1)?.red == 0)
    #expect(image.pixel(x: 10, y: 10)?.red == 255)
  }

  @Test("text is cached per string, size and colour, whatever the opacity, as on the canvas")
  func textIsCached() throws {
    let renderer = try CairoRenderer(size: CGSize(width: 80, height: 30))
    func text(_ string: String, _ opacity: Double) -> DrawCommand {
      .text(
        string, fontSize: 17, color: .white, origin: CGPoint(x: 2, y: 2), transform: .identity,
        opacity: opacity)
    }
    _ = try renderer.render(
      DisplayList(size: renderer.size, commands: [text("Hi", 1), text("Hi", 0.5)]))
    #expect(renderer.painter.textCache.count == 1)
  }

  @Test("an out-of-range size or scale is an invalidSize error")
  func badSizeIsAnError() {
    #expect {
      try CairoRenderer(size: .zero)
    } throws: { error in
      (error as? TempoSDLError)?.kind == .invalidSize
    }
    #expect {
      try CairoRenderer(size: CGSize(width: 10, height: 10), scale: .infinity)
    } throws: { error in
      (error as? TempoSDLError)?.kind == .invalidSize
    }
  }
}
