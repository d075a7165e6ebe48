import Foundation
import Tempo
import TempoRender
import TempoScene
import TempoTestSupport
import Testing

@testable import TempoCairo
@testable import TempoSDL

/// The painter's own solid fills against cairo's: the same display lists drawn both ways.
@Suite("Cairo painter: solid fills", .serialized)
@MainActor
struct CairoPainterSolidFillTests {
  static let size = CGSize(width: 120, height: 90)

  /// 60 random fills (rectangles, rounded rectangles, ellipses and stars, rotated, scaled and
  /// moved, in random translucent colours), some of them in nested clips.
  static func randomFills(seed: UInt64) -> DisplayList {
    var random = SplitMix64(seed: seed)
    var commands: [DrawCommand] = []
    for index in 0..<60 {
      let rect = CGRect(
        x: random.uniform(-10...100), y: random.uniform(-10...70),
        width: random.uniform(1...40), height: random.uniform(1...30))
      let path: Path =
        switch index % 4 {
        case 0: TestShapes.rectangle(rect)
        case 1: TestShapes.roundedRectangle(rect, radius: random.uniform(0...8))
        case 2: TestShapes.ellipse(rect)
        default:
          TestShapes.star(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2)
        }
      let transform = AffineTransform2D.translation(x: -rect.midX, y: -rect.midY)
        .concatenating(.rotation(.degrees(random.uniform(0...360))))
        .concatenating(.scale(x: random.uniform(0.5...1.5), y: random.uniform(0.5...1.5)))
        .concatenating(.translation(x: rect.midX, y: rect.midY))
      let color = Color(
        red: random.uniform(0...1), green: random.uniform(0...1), blue: random.uniform(0...1),
        opacity: random.uniform(0.2...1))
      if index % 10 == 3 {
        commands.append(
          .pushClip(
            CGRect(
              x: random.uniform(0...60), y: random.uniform(0...40), width: random.uniform(10...60),
              height: random.uniform(10...50))))
      }
      commands.append(
        .fill(path, color: color, transform: transform, opacity: random.uniform(0.5...1)))
      if index % 10 == 7 { commands.append(.popClip) }
    }
    return DisplayList(size: size, background: Color(hex: 0x203040), commands: commands)
  }

  /// `list` drawn at `scale` with the painter's fills and with cairo's.
  static func bothWays(_ list: DisplayList, scale: Double) throws -> (
    own: RGBAImage, cairo: RGBAImage
  ) {
    let renderer = try CairoRenderer(size: size, scale: scale)
    let own = try renderer.render(list)
    renderer.painter.fillsWithCairo = true
    let cairo = try renderer.render(list)
    return (own, cairo)
  }

  @Test(
    "60 random translucent fills in clips differ from cairo's own by at most 17/255 a channel (cairo samples coverage on a sub-pixel grid) and under 1/255 on average",
    arguments: [(UInt64(1), 1.0), (2, 1.0), (3, 2.0)])
  func ownFillsMatchCairo(seed: UInt64, scale: Double) throws {
    let (own, cairo) = try Self.bothWays(Self.randomFills(seed: seed), scale: scale)
    let differences = zip(own.bytes, cairo.bytes).map { abs(Int($0) - Int($1)) }
    let largest = differences.max() ?? 0
    let mean = Double(differences.reduce(0, +)) / Double(differences.count)
    #expect(largest <= 17)
    #expect(mean <= 1)
  }

  @Test("a fill clipped to a rectangle draws nothing outside it, as cairo clips")
  func clipBoundsOwnFills() throws {
    let list = DisplayList(
      size: Self.size,
      commands: [
        .pushClip(CGRect(x: 10.5, y: 10, width: 20, height: 20)),
        .fill(
          TestShapes.ellipse(CGRect(x: 0, y: 0, width: 60, height: 60)), color: .white,
          transform: .identity, opacity: 1),
        .popClip,
      ])
    let image = try CairoRenderer(size: Self.size).render(list)
    // The clip is rounded out to whole pixels: columns 10…30, rows 10…29.
    #expect(image.pixel(x: 10, y: 15)?.red == 255 && image.pixel(x: 30, y: 15)?.red == 255)
    #expect(image.pixel(x: 9, y: 15)?.red == 0 && image.pixel(x: 31, y: 15)?.red == 0)
    #expect(image.pixel(x: 20, y: 9)?.red == 0 && image.pixel(x: 20, y: 30)?.red == 0)
  }

  @Test("drawing the same fills again grows none of the painter's buffers and leaves no target")
  func ownFillsDoNotGrowTheirBuffers() throws {
    let renderer = try CairoRenderer(size: Self.size)
    let list = Self.randomFills(seed: 4)
    _ = try renderer.render(list)
    let painter = renderer.painter
    let (clips, stack, cells) = (
      painter.fillClips.capacity, painter.clipStack.capacity, painter.rasterizer.cellCount
    )
    _ = try renderer.render(list)
    #expect(painter.fillClips.capacity == clips && painter.clipStack.capacity == stack)
    #expect(painter.rasterizer.cellCount == cells)
    #expect(painter.fillTarget == nil)
  }
}
