import Tempo
import TempoScene
import TempoTestSupport
import Testing

@testable import TempoRender

@MainActor
@Suite("MemoryBackend")
struct MemoryBackendTests {
  static let size = CGSize(width: 20, height: 10)

  @Test("a filled rectangle's inside pixels have its colour exactly; outside is the background")
  func fillsRectangle() throws {
    let backend = MemoryBackend(size: Self.size)
    let image = try backend.render(
      DisplayList(
        size: Self.size, background: .black,
        commands: [
          .fill(
            Path(rect: CGRect(x: 5, y: 2, width: 10, height: 6)), color: Color(hex: 0x336699),
            transform: .identity, opacity: 1)
        ]))
    let inside = try #require(image.pixel(x: 10, y: 5))
    #expect([inside.red, inside.green, inside.blue, inside.alpha] == [0x33, 0x66, 0x99, 255])
    let outside = try #require(image.pixel(x: 2, y: 5))
    #expect([outside.red, outside.green, outside.blue] == [0, 0, 0])
  }

  @Test(
    "a gradient fill's pixel at column x is the colour at x + 0.5: red 1 − t, blue t, t = (x + 0.5 − 5) / 10"
  )
  func fillsGradient() throws {
    let backend = MemoryBackend(size: Self.size)
    let box = CGRect(x: 5, y: 2, width: 10, height: 6)
    let paint = GradientPaint(
      kind: .linear(start: .leading, end: .trailing),
      stops: [
        .init(color: Color(red: 1, green: 0, blue: 0), location: 0),
        .init(color: Color(red: 0, green: 0, blue: 1), location: 1),
      ],
      bounds: box)
    let image = try backend.render(
      DisplayList(
        size: Self.size,
        commands: [
          .gradient(Path(rect: box), paint: paint, style: nil, transform: .identity, opacity: 1)
        ]))
    for x in 5..<15 {
      let t = (Double(x) + 0.5 - 5) / 10
      let pixel = try #require(image.pixel(x: x, y: 5))
      #expect(
        pixel.red == UInt8(((1 - t) * 255).rounded()) && pixel.blue == UInt8((t * 255).rounded()))
    }
  }

  @Test("at 2× a 10 × 6 point rectangle covers 20 × 12 = 240 pixels")
  func scales() throws {
    let backend = MemoryBackend(size: Self.size, scale: 2)
    let image = try backend.render(
      DisplayList(
        size: Self.size,
        commands: [
          .fill(
            Path(rect: CGRect(x: 5, y: 2, width: 10, height: 6)), color: .white,
            transform: .identity, opacity: 1)
        ]))
    #expect((image.width, image.height) == (40, 20))
    #expect(
      stride(from: 0, to: image.bytes.count, by: 4).filter { image.bytes[$0] == 255 }.count == 240)
  }

  @Test("a clip limits a fill to its rectangle")
  func clips() throws {
    let backend = MemoryBackend(size: Self.size)
    let image = try backend.render(
      DisplayList(
        size: Self.size,
        commands: [
          .pushClip(CGRect(x: 0, y: 0, width: 5, height: 10)),
          .fill(
            Path(rect: CGRect(origin: .zero, size: Self.size)), color: .white, transform: .identity,
            opacity: 1),
          .popClip,
        ]))
    #expect(image.pixel(x: 4, y: 5)?.red == 255)
    #expect(image.pixel(x: 5, y: 5)?.red == 0)
  }

  @Test("the log records each render and each present with its time, as display-list dumps")
  func logs() throws {
    let backend = MemoryBackend(size: Self.size)
    let list = DisplayList(size: Self.size)
    _ = try backend.render(list)
    try backend.present(list, at: 0.5)
    #expect(
      backend.log == [
        "render\ndisplay 20x10 background #000000",
        "present at 0.5\ndisplay 20x10 background #000000",
      ])
  }

  @Test("text is measured with the fixed metrics: 0.6 × 1.2 of the font size per character")
  func measuresText() {
    let backend = MemoryBackend(size: Self.size)
    #expect(backend.textMeasurer.size(of: "abc", fontSize: 10) == CGSize(width: 18, height: 12))
  }
}

/// Layers: what is drawn between `pushLayer` and `popLayer` is blended as one image.
@MainActor
@Suite("MemoryBackend layers")
struct MemoryBackendLayerTests {
  /// The red byte of every column of row 10 of `list`.
  func reds(_ list: DisplayList) throws -> [Int] {
    let image = try MemoryBackend(size: OverlappingSquares.size).render(list)
    return (0..<40).map { Int(image.pixel(x: $0, y: 10)?.red ?? 0) }
  }

  @Test(
    "two opaque red squares in a layer at 0.5 are half red over black, where they overlap too; each at 0.5 on its own, the overlap is 0.75 red"
  )
  func opaqueOverlap() throws {
    for layered in [true, false] {
      let reds = try reds(OverlappingSquares.list(color: .red, layered: layered))
      for x in 0..<40 {
        let expected = OverlappingSquares.expectedFraction(atColumn: x, layered: layered) * 255
        #expect(abs(Double(reds[x]) - expected) <= 0.5, "layered \(layered), x \(x): \(reds[x])")
      }
    }
    // The formulas' values, for the record: 0.5 alone and overlapping in a layer; 0.75 apart.
    #expect(OverlappingSquares.expectedFraction(atColumn: 15, layered: true) == 0.5)
    #expect(OverlappingSquares.expectedFraction(atColumn: 15, layered: false) == 0.75)
  }

  @Test(
    "half-opaque squares composite in the layer first: 0.25 red alone, 0.375 overlapping (0.4375 without the layer)"
  )
  func translucentOverlap() throws {
    for layered in [true, false] {
      let reds = try reds(
        OverlappingSquares.list(color: .red, childOpacity: 0.5, layered: layered))
      for x in 0..<40 {
        let expected =
          OverlappingSquares.expectedFraction(atColumn: x, childOpacity: 0.5, layered: layered)
          * 255
        #expect(abs(Double(reds[x]) - expected) <= 0.5, "layered \(layered), x \(x): \(reds[x])")
      }
    }
  }

  @Test("a layer's commands keep their clip: a clip inside the layer cuts its squares at x = 25")
  func clipInsideLayer() throws {
    var list = OverlappingSquares.list(color: .red, layered: true)
    list.commands.insert(.pushClip(CGRect(x: 0, y: 0, width: 25, height: 20)), at: 1)
    list.commands.insert(.popClip, at: list.commands.count - 1)
    let reds = try reds(list)
    #expect(abs(reds[24] - 128) <= 1 && reds[25] == 0, "\(reds)")
  }
}
