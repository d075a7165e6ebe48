import CSDL2
import Foundation
import Tempo
import TempoRender
import TempoSDL
import Testing

@testable import TempoScene

/// Image commands drawn by both backends, read back: a PNG's and an SVG's known pixels where
/// the image is stretched to, nothing outside its clip, the command's opacity and tint; icon
/// glyphs compared with HarfBuzz's own rendering of the font (`hb-view`).
@Suite("Offscreen renderer: images", .serialized)
@MainActor
struct ImagePixelTests {
  /// A 2 × 2 PNG: red, green / blue, white (all opaque), written once.
  static let quadrants: String = {
    let path = NSTemporaryDirectory() + "tempo-quadrants-\(getpid()).png"
    let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]
    try? RGBAImage(width: 2, height: 2, bytes: bytes)?.writePNG(to: path)
    return path
  }()

  /// A 20 × 20 SVG: its left half red, its right half blue.
  static let halves: String = {
    let path = NSTemporaryDirectory() + "tempo-halves-\(getpid()).svg"
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
      <rect x="0" y="0" width="10" height="20" fill="#ff0000"/>
      <rect x="10" y="0" width="10" height="20" fill="#0000ff"/></svg>
      """
    _ = FileManager.default.createFile(atPath: path, contents: Data(svg.utf8))
    return path
  }()

  /// Where the PNG is drawn in the 60 × 60 frame, in points.
  static let square = CGRect(x: 10, y: 10, width: 40, height: 40)

  /// A 16 × 16 JPEG (quality 95, by SDL_image): its left 8 columns red, its right 8 blue, so
  /// each 8 × 8 block is one colour.
  static let jpeg: String = {
    let path = NSTemporaryDirectory() + "tempo-halves-\(getpid()).jpg"
    var bytes: [UInt8] = []
    for _ in 0..<16 {
      for column in 0..<16 { bytes += column < 8 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
    }
    bytes.withUnsafeMutableBytes { buffer in
      let surface = SDL_CreateRGBSurfaceWithFormatFrom(
        buffer.baseAddress, 16, 16, 32, 64, tempo_sdl_pixelformat_rgba32())
      _ = IMG_SaveJPG(surface, path, 95)
      SDL_FreeSurface(surface)
    }
    return path
  }()

  func render(
    _ commands: [DrawCommand], on backend: TestBackend,
    size: CGSize = CGSize(width: 60, height: 60),
    scale: Double = 1
  ) throws -> RGBAImage {
    let image = try backend.make(size: size, scale: scale)
      .render(DisplayList(size: size, commands: commands))
    StrokePixelTests.keep(image, "\(backend)-image")
    return image
  }

  func image(
    _ source: ImageSource, in rect: CGRect, clip: Path? = nil, tint: Color? = nil,
    opacity: Double = 1
  ) -> DrawCommand {
    .image(
      source, rect: rect, clip: clip ?? Path(rect: rect), tint: tint, transform: .identity,
      opacity: opacity)
  }

  func expect(
    _ image: RGBAImage, _ x: Int, _ y: Int, is color: (Int, Int, Int), within tolerance: Int = 2,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let p = image.pixel(x: x, y: y) else {
      Issue.record("no pixel (\(x), \(y))", sourceLocation: sourceLocation)
      return
    }
    let got = (Int(p.red), Int(p.green), Int(p.blue))
    #expect(
      abs(got.0 - color.0) <= tolerance && abs(got.1 - color.1) <= tolerance
        && abs(got.2 - color.2) <= tolerance,
      "(\(x), \(y)) is \(got), not \(color)", sourceLocation: sourceLocation)
  }

  @Test(
    "a 2 × 2 PNG stretched over 40 × 40 pt shows its four pixels in its four quarters",
    arguments: TestBackend.allCases)
  func pngQuadrants(backend: TestBackend) throws {
    let frame = try render(
      [image(.file(Self.quadrants), in: Self.square)], on: backend)
    expect(frame, 15, 15, is: (255, 0, 0))
    expect(frame, 45, 15, is: (0, 255, 0))
    expect(frame, 15, 45, is: (0, 0, 255))
    expect(frame, 45, 45, is: (255, 255, 255))
    expect(frame, 5, 30, is: (0, 0, 0))
    expect(frame, 55, 30, is: (0, 0, 0))
  }

  @Test(
    "clipped to the circle of its frame, the PNG leaves its corners black, its middle drawn",
    arguments: TestBackend.allCases)
  func clippedToCircle(backend: TestBackend) throws {
    let frame = try render(
      [image(.file(Self.quadrants), in: Self.square, clip: Path(ellipseIn: Self.square))],
      on: backend)
    for (x, y) in [(11, 11), (48, 11), (11, 48), (48, 48)] { expect(frame, x, y, is: (0, 0, 0)) }
    // Inside the circle and beyond the texels' centres (20 and 40), so not interpolated.
    expect(frame, 17, 19, is: (255, 0, 0))
    expect(frame, 42, 41, is: (255, 255, 255))
  }

  @Test(
    "at opacity 0.5 the red quarter is half red over black; tinted blue, every quarter is blue",
    arguments: TestBackend.allCases)
  func opacityAndTint(backend: TestBackend) throws {
    let faded = try render(
      [image(.file(Self.quadrants), in: Self.square, opacity: 0.5)], on: backend)
    expect(faded, 15, 15, is: (128, 0, 0))
    let tinted = try render(
      [image(.file(Self.quadrants), in: Self.square, tint: .blue)], on: backend)
    let blue = (
      Int((Color.blue.red * 255).rounded()), Int((Color.blue.green * 255).rounded()),
      Int((Color.blue.blue * 255).rounded())
    )
    for (x, y) in [(15, 15), (45, 15), (15, 45), (45, 45)] { expect(tinted, x, y, is: blue) }
  }

  @Test(
    "an SVG is rasterised at the size drawn: red left of its middle, blue right, a sharp edge",
    arguments: TestBackend.allCases)
  func svgHalves(backend: TestBackend) throws {
    let frame = try render(
      [image(.file(Self.halves), in: CGRect(x: 0, y: 0, width: 30, height: 30))], on: backend,
      size: CGSize(width: 30, height: 30), scale: 2)
    // 60 × 60 device pixels: the edge at x = 30; the pixels beside it are whole.
    expect(frame, 29, 30, is: (255, 0, 0))
    expect(frame, 30, 30, is: (0, 0, 255))
    expect(frame, 5, 5, is: (255, 0, 0))
    expect(frame, 55, 55, is: (0, 0, 255))
  }

  /// The font rendered by HarfBuzz's `hb-view` (cairo and FreeType), white on transparent,
  /// at `size` pixels a em: the icon's own rendering, independent of SDL_ttf.
  func referenceGlyph(_ codePoint: UInt32, size: Int) throws -> RGBAImage {
    let path = NSTemporaryDirectory() + "tempo-hb-\(codePoint)-\(size)-\(getpid()).png"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/hb-view")
    process.arguments = [
      "--font-size=\(size)", "--margin=0", "--background=00000000", "--foreground=FFFFFFFF",
      "-O", "png", "-o", path, ImageSource.iconFontPath, "-u",
      String(codePoint, radix: 16, uppercase: true),
    ]
    try process.run()
    process.waitUntilExit()
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try RGBAImage(pngFile: path)
  }

  /// Pure red (SwiftUI's `.red` is not).
  let red = Color(red: 1, green: 0, blue: 0)

  @Test(
    "gear, trash and house drawn at 48 px cover the pixels hb-view inks (IoU ≥ 0.9), in the tint",
    arguments: TestBackend.allCases)
  func glyphsMatchHarfBuzz(backend: TestBackend) throws {
    for codePoint: UInt32 in [0xE8B8, 0xE872, 0xE88A] {
      let reference = try referenceGlyph(codePoint, size: 48)
      #expect(reference.width == 48 && reference.height == 48)
      let frame = try render(
        [image(.iconGlyph(codePoint), in: CGRect(x: 0, y: 0, width: 48, height: 48), tint: red)],
        on: backend, size: CGSize(width: 48, height: 48))
      var (both, either, offTint) = (0, 0, 0)
      for y in 0..<48 {
        for x in 0..<48 {
          let ours = frame.pixel(x: x, y: y)!
          let inked = ours.red >= 128
          let theirs = reference.pixel(x: x, y: y)!.alpha >= 128
          if inked && theirs { both += 1 }
          if inked || theirs { either += 1 }
          if ours.green > 0 || ours.blue > 0 { offTint += 1 }
        }
      }
      #expect(either > 200, "U+\(String(codePoint, radix: 16)) has ink")
      #expect(Double(both) / Double(max(either, 1)) >= 0.9, "U+\(String(codePoint, radix: 16))")
      // Red over black: nothing but red is drawn.
      #expect(offTint == 0)
    }
  }

  @Test(
    "a glyph drawn at 2× has its ink box twice as large in device pixels",
    arguments: TestBackend.allCases)
  func glyphFollowsScale(backend: TestBackend) throws {
    func inkBox(scale: Double) throws -> (Int, Int) {
      let frame = try render(
        [image(.iconGlyph(0xE88A), in: CGRect(x: 0, y: 0, width: 24, height: 24), tint: .white)],
        on: backend, size: CGSize(width: 24, height: 24), scale: scale)
      var (minX, maxX, minY, maxY) = (Int.max, Int.min, Int.max, Int.min)
      for y in 0..<frame.height {
        for x in 0..<frame.width where frame.pixel(x: x, y: y)!.red >= 128 {
          (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
        }
      }
      return (maxX - minX + 1, maxY - minY + 1)
    }
    let (one, two) = (try inkBox(scale: 1), try inkBox(scale: 2))
    #expect(abs(two.0 - 2 * one.0) <= 2 && abs(two.1 - 2 * one.1) <= 2, "\(one) \(two)")
  }

  @Test(
    "a 16 × 16 JPEG reads as 16 × 16 and draws red left, blue right (within JPEG's loss)",
    arguments: TestBackend.allCases)
  func jpegHalves(backend: TestBackend) throws {
    #expect(ImageFileSize.size(ofFileAt: Self.jpeg) == CGSize(width: 16, height: 16))
    let frame = try render(
      [image(.file(Self.jpeg), in: CGRect(x: 0, y: 0, width: 32, height: 32))], on: backend,
      size: CGSize(width: 32, height: 32))
    expect(frame, 4, 16, is: (255, 0, 0), within: 8)
    expect(frame, 28, 16, is: (0, 0, 255), within: 8)
  }
}
