import Foundation
import Tempo
import TempoRender
import TempoSDL
import TempoScene
import Testing

@Suite("Offscreen renderer", .serialized)
@MainActor
struct OffscreenRendererTests {
  private func fill(
    _ rect: CGRect, _ color: Color, opacity: Double = 1, transform: AffineTransform2D = .identity
  ) -> DrawCommand {
    .fill(TestShapes.rectangle(rect), color: color, transform: transform, opacity: opacity)
  }

  @Test(
    "a filled rectangle's interior pixels have the exact colour", arguments: TestBackend.allCases)
  func rectangleInteriorIsExact(backend: TestBackend) throws {
    let renderer = try backend.make(size: CGSize(width: 64, height: 48))
    let color = Color(hex: 0x336699)
    let image = try renderer.render(
      DisplayList(
        size: CGSize(width: 64, height: 48),
        commands: [fill(CGRect(x: 10, y: 10, width: 40, height: 30), color)]))
    for (x, y) in [(11, 11), (30, 25), (48, 38)] {
      let pixel = try #require(image.pixel(x: x, y: y))
      #expect(pixel.red == 0x33 && pixel.green == 0x66 && pixel.blue == 0x99 && pixel.alpha == 255)
    }
    let outside = try #require(image.pixel(x: 5, y: 5))
    #expect(outside.red == 0 && outside.green == 0 && outside.blue == 0)
  }

  @Test(
    "present draws without reading back, and the next render is unaffected by it",
    arguments: TestBackend.allCases)
  func presentThenRender(backend: TestBackend) throws {
    let size = CGSize(width: 32, height: 24)
    let renderer = try backend.make(size: size)
    let red = DisplayList(
      size: size, commands: [fill(CGRect(x: 0, y: 0, width: 32, height: 24), Color(hex: 0xFF0000))])
    try renderer.present(red, at: 0)
    let image = try renderer.render(DisplayList(size: size, background: Color(hex: 0x0000FF)))
    let pixel = try #require(image.pixel(x: 16, y: 12))
    #expect(pixel.red == 0 && pixel.green == 0 && pixel.blue == 255)
  }

  @Test(
    "opacity blends over black by the blend formula within 2/255", arguments: TestBackend.allCases)
  func opacityBlending(backend: TestBackend) throws {
    let renderer = try backend.make(size: CGSize(width: 40, height: 40))
    let color = Color(hex: 0xFFD60A)
    for (opacity, colorOpacity) in [(0.25, 1.0), (0.5, 1.0), (0.75, 1.0), (0.5, 0.5)] {
      let image = try renderer.render(
        DisplayList(
          size: CGSize(width: 40, height: 40),
          commands: [
            fill(
              CGRect(x: 0, y: 0, width: 40, height: 40), color.opacity(colorOpacity),
              opacity: opacity)
          ]))
      let pixel = try #require(image.pixel(x: 20, y: 20))
      let alpha = opacity * colorOpacity
      let expected = [color.red, color.green, color.blue].map {
        PixelChecks.blended(source: $0, alpha: alpha, over: 0)
      }
      let actual = [pixel.red, pixel.green, pixel.blue].map(Double.init)
      for (value, wanted) in zip(actual, expected) {
        #expect(abs(value - wanted) <= 2, "opacity \(alpha): \(actual) vs \(expected)")
      }
    }
  }

  @Test(
    "transforms translate and scale geometry into window points", arguments: TestBackend.allCases)
  func transformsApply(backend: TestBackend) throws {
    let renderer = try backend.make(size: CGSize(width: 60, height: 60))
    let transform = AffineTransform2D.scale(x: 2, y: 2).concatenating(
      .translation(x: 20, y: 20))
    let image = try renderer.render(
      DisplayList(
        size: CGSize(width: 60, height: 60),
        commands: [fill(CGRect(x: 0, y: 0, width: 10, height: 10), .white, transform: transform)]))
    #expect(image.pixel(x: 21, y: 21)?.red == 255)
    #expect(image.pixel(x: 38, y: 38)?.red == 255)
    #expect(image.pixel(x: 18, y: 30)?.red == 0)
    #expect(image.pixel(x: 42, y: 30)?.red == 0)
  }

  @Test("a clip limits drawing until it is popped", arguments: TestBackend.allCases)
  func clipLimitsDrawing(backend: TestBackend) throws {
    let renderer = try backend.make(size: CGSize(width: 40, height: 40))
    let whole = CGRect(x: 0, y: 0, width: 40, height: 20)
    let image = try renderer.render(
      DisplayList(
        size: CGSize(width: 40, height: 40),
        commands: [
          .pushClip(CGRect(x: 0, y: 0, width: 10, height: 40)),
          fill(whole, .white),
          .popClip,
          fill(CGRect(x: 0, y: 20, width: 40, height: 20), .white),
        ]))
    #expect(image.pixel(x: 5, y: 5)?.red == 255)
    #expect(image.pixel(x: 25, y: 5)?.red == 0)
    #expect(image.pixel(x: 25, y: 30)?.red == 255)
  }

  @Test(
    "at 2× the frame has twice the pixel size and geometry scales with it",
    arguments: TestBackend.allCases)
  func hiDPIDoublesPixels(backend: TestBackend) throws {
    let size = CGSize(width: 50, height: 40)
    let list = DisplayList(
      size: size, commands: [fill(CGRect(x: 10, y: 10, width: 20, height: 20), .white)])
    let single = try backend.make(size: size, scale: 1).render(list)
    let double = try backend.make(size: size, scale: 2).render(list)
    #expect(single.width == 50 && single.height == 40)
    #expect(double.width == 100 && double.height == 80)
    #expect(double.pixel(x: 21, y: 21)?.red == 255)
    #expect(double.pixel(x: 58, y: 58)?.red == 255)
    #expect(double.pixel(x: 62, y: 62)?.red == 0)
    #expect(double.pixel(x: 18, y: 30)?.red == 0)
  }

  @Test("text is drawn legibly inside its measured box", arguments: TestBackend.allCases)
  func textIsLegible(backend: TestBackend) throws {
    let renderer = try backend.make(size: CGSize(width: 200, height: 60), scale: 1)
    let measurer = renderer.textMeasurer
    let box = measurer.size(of: "Tempo 123", fontSize: 24)
    #expect(box.width > 60 && box.height >= 24)
    let image = try renderer.render(
      DisplayList(
        size: CGSize(width: 200, height: 60),
        commands: [
          .text(
            "Tempo 123", fontSize: 24, color: .white, origin: CGPoint(x: 10, y: 10),
            transform: .identity, opacity: 1)
        ]))
    let (xs, ys) = (10..<(10 + Int(box.width)), 10..<(10 + Int(box.height)))
    let area = xs.count * ys.count
    let bright = PixelChecks.count(in: image, x: xs, y: ys) { $0 > 200 }
    let dark = PixelChecks.count(in: image, x: xs, y: ys) { $0 < 30 }
    #expect(bright > area / 20, "bright \(bright) of \(area)")
    #expect(dark > area / 3, "dark \(dark) of \(area)")
    let outside = PixelChecks.count(in: image, x: (20 + Int(box.width))..<200, y: 0..<60) {
      $0 > 0
    }
    #expect(outside == 0)
  }

  @Test("text opacity fades the glyphs", arguments: TestBackend.allCases)
  func textOpacityFades(backend: TestBackend) throws {
    let renderer = try backend.make(size: CGSize(width: 120, height: 40))
    func brightest(_ opacity: Double) throws -> Int {
      let image = try renderer.render(
        DisplayList(
          size: CGSize(width: 120, height: 40),
          commands: [
            .text(
              "HHHH", fontSize: 30, color: .white, origin: CGPoint(x: 4, y: 2),
              transform: .identity, opacity: opacity)
          ]))
      return image.bytes.enumerated().filter { $0.offset % 4 == 0 }.map { Int($0.element) }.max()
        ?? 0
    }
    #expect(try brightest(1) == 255)
    #expect(abs(try brightest(0.5) - Int(PixelChecks.blended(source: 1, alpha: 0.5, over: 0))) <= 2)
  }

  @Test(
    "a rounded rectangle's curved edge has partially covered pixels",
    arguments: TestBackend.allCases)
  func roundedEdgeIsAntialiased(backend: TestBackend) throws {
    let renderer = try backend.make(size: CGSize(width: 60, height: 60))
    let image = try renderer.render(
      DisplayList(
        size: CGSize(width: 60, height: 60),
        commands: [
          .fill(
            TestShapes.roundedRectangle(CGRect(x: 5, y: 5, width: 50, height: 50), radius: 20),
            color: .white, transform: .identity, opacity: 1)
        ]))
    // The top-left corner's arc passes through the 20 × 20 corner square.
    let partial = PixelChecks.count(in: image, x: 5..<25, y: 5..<25) { $0 > 10 && $0 < 245 }
    #expect(partial >= 10)
  }

  @Test(
    "identical input gives byte-identical frames from fresh renderers",
    arguments: TestBackend.allCases)
  func framesAreDeterministic(backend: TestBackend) throws {
    let list = DisplayList(
      size: CGSize(width: 80, height: 60), background: Color(hex: 0x202020),
      commands: [
        .fill(
          TestShapes.star(center: CGPoint(x: 30, y: 30), radius: 25), color: .yellow,
          transform: .identity, opacity: 0.8),
        .stroke(
          TestShapes.ellipse(CGRect(x: 40, y: 10, width: 35, height: 40)), color: .blue,
          style: StrokeStyle(lineWidth: 3), transform: .rotation(.degrees(5)), opacity: 1),
        .text(
          "Hi", fontSize: 17, color: .white, origin: CGPoint(x: 45, y: 30),
          transform: .identity, opacity: 0.7),
      ])
    let first = try backend.make(size: list.size, scale: 2).render(list)
    let second = try backend.make(size: list.size, scale: 2).render(list)
    #expect(first == second)
  }

  @Test("an unwritable PNG path gives a clear error naming it")
  func unwritablePNGPath() throws {
    let renderer = try OffscreenRenderer(size: CGSize(width: 10, height: 10))
    let path = "/nonexistent-tempo-directory/frame.png"
    #expect {
      try renderer.renderPNG(DisplayList(size: CGSize(width: 10, height: 10)), to: path)
    } throws: { error in
      guard let error = error as? TempoSDLError else { return false }
      return error.kind == .imageFileFailed && error.description.contains(path)
    }
  }

  @Test(
    "a PNG written to a temporary directory is a PNG of the frame: 10 × 10, red left of x = 4, the black background right of it"
  )
  func pngIsWritten() throws {
    let renderer = try OffscreenRenderer(size: CGSize(width: 10, height: 10))
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("tempo-\(UUID().uuidString).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let bar = Path(rect: CGRect(x: 0, y: 0, width: 4, height: 10))
    try renderer.renderPNG(
      DisplayList(
        size: CGSize(width: 10, height: 10), background: .black,
        commands: [
          .fill(bar, color: Color(red: 1, green: 0, blue: 0), transform: .identity, opacity: 1)
        ]),
      to: path)
    let data = try #require(FileManager.default.contents(atPath: path))
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    let image = try RGBAImage(pngFile: path)
    #expect(image.width == 10 && image.height == 10)
    for y in 0..<10 {
      for x in 0..<10 {
        let pixel = image.pixel(x: x, y: y)
        let rgba = pixel.map { [$0.red, $0.green, $0.blue, $0.alpha] }
        #expect(rgba == (x < 4 ? [255, 0, 0, 255] : [0, 0, 0, 255]), "(\(x), \(y))")
      }
    }
  }

  @Test("an empty size or a non-finite scale is an invalidSize error, not a crash")
  func badSizeIsAnError() {
    #expect {
      try OffscreenRenderer(size: .zero)
    } throws: { error in
      (error as? TempoSDLError)?.kind == .invalidSize
    }
    #expect {
      try OffscreenRenderer(size: CGSize(width: 10, height: 10), scale: .nan)
    } throws: { error in
      (error as? TempoSDLError)?.kind == .invalidSize
    }
  }
}
