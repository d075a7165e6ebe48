import Foundation
import Tempo
import TempoRender
import TempoSDL
import TempoScene
import Testing

/// Renders a sheet of every shape kind, stroke widths, text sizes and opacities at 1× and 2× to
/// PNGs in a temporary directory (the path is printed) for a person to look at.
@Suite("Test sheet", .serialized)
@MainActor
struct TestSheetTests {
  static let size = CGSize(width: 560, height: 440)

  /// The six shape kinds, each fitting a 60 × 60 point cell at the origin.
  static let shapes: [(name: String, path: Path)] = [
    ("rectangle", TestShapes.rectangle(CGRect(x: 5, y: 10, width: 50, height: 40))),
    (
      "rounded", TestShapes.roundedRectangle(CGRect(x: 5, y: 10, width: 50, height: 40), radius: 12)
    ),
    ("capsule", TestShapes.capsule(CGRect(x: 2, y: 18, width: 56, height: 24))),
    ("ellipse", TestShapes.ellipse(CGRect(x: 5, y: 12, width: 50, height: 36))),
    ("star", TestShapes.star(center: CGPoint(x: 30, y: 31), radius: 27)),
    ("custom", TestShapes.drop(CGRect(x: 8, y: 4, width: 44, height: 52))),
  ]

  /// The sheet's display list.
  static func sheet() -> DisplayList {
    var commands: [DrawCommand] = []
    func at(_ x: Double, _ y: Double) -> AffineTransform2D { .translation(x: x, y: y) }
    func label(_ text: String, _ x: Double, _ y: Double, size: Double = 11) {
      commands.append(
        .text(
          text, fontSize: size, color: .gray, origin: CGPoint(x: x, y: y), transform: .identity,
          opacity: 1))
    }
    let colors: [Color] = [.yellow, .red, .orange, .green, .blue, .purple]
    // Row 1: fills; row 2: the same shapes stroked at widths 1, 2, 3, 4, 6, 8.
    for (index, shape) in shapes.enumerated() {
      let x = 20 + Double(index) * 88
      label(shape.name, x, 6)
      commands.append(
        .fill(shape.path, color: colors[index], transform: at(x, 20), opacity: 1))
      let width = [1.0, 2, 3, 4, 6, 8][index]
      label("stroke \(Int(width))", x, 86)
      commands.append(
        .stroke(
          shape.path, color: .white, style: StrokeStyle(lineWidth: width), transform: at(x, 100),
          opacity: 1))
    }
    // Row 3: opacities 1, 0.5, 0.25 of a star and a rounded rect over a grey bar.
    commands.append(
      .fill(
        TestShapes.rectangle(CGRect(x: 20, y: 200, width: 520, height: 20)), color: .gray,
        transform: .identity, opacity: 1))
    for (index, opacity) in [1.0, 0.5, 0.25].enumerated() {
      let x = 20 + Double(index) * 176
      label("opacity \(opacity)", x, 172)
      commands.append(
        .fill(shapes[4].path, color: .yellow, transform: at(x, 180), opacity: opacity))
      commands.append(
        .fill(shapes[1].path, color: .blue, transform: at(x + 80, 180), opacity: opacity))
    }
    // Row 4: text at several sizes, a scaled and a rotated label, and a clipped line.
    var y = 260.0
    for size in [10.0, 13, 17, 24, 34] {
      commands.append(
        .text(
          "Tempo \(Int(size)) pt — Submitted! ★", fontSize: size, color: .white,
          origin: CGPoint(x: 20, y: y), transform: .identity, opacity: 1))
      y += size * 1.35
    }
    commands.append(
      .text(
        "scaled ×1.5", fontSize: 13, color: .yellow, origin: .zero,
        transform: .scale(x: 1.5, y: 1.5).concatenating(at(400, 260)), opacity: 1))
    commands.append(
      .text(
        "rotated 20°", fontSize: 15, color: .green, origin: .zero,
        transform: .rotation(.degrees(20)).concatenating(at(400, 300)), opacity: 1))
    commands.append(.pushClip(CGRect(x: 400, y: 396, width: 70, height: 30)))
    commands.append(
      .text(
        "clipped text here", fontSize: 20, color: .white, origin: CGPoint(x: 400, y: 398),
        transform: .identity, opacity: 0.5))
    commands.append(.popClip)
    return DisplayList(size: size, background: Color(hex: 0x1C1C1E), commands: commands)
  }

  @Test(
    "renders the sheet at 1× and 2× to PNGs that read back pixel for pixel: the yellow rectangle, the red rounded one, the grey bar, the background and blue at 0.5 over grey where they are drawn"
  )
  func rendersSheet() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tempo-test-sheet-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    /// The 8-bit channels of `color` at full opacity.
    func bytes(_ color: Color) -> [Double] {
      [color.red, color.green, color.blue].map { ($0 * 255).rounded() }
    }
    let grey = bytes(.gray)
    let blueOverGrey = zip(
      [Color.blue.red, Color.blue.green, Color.blue.blue],
      [
        Color.gray.red, Color.gray.green, Color.gray.blue,
      ]
    ).map { PixelChecks.blended(source: $0, alpha: 0.5, over: $1) }
    // Points (in the sheet's points) inside each fill, away from its edges, and the colour the
    // sheet gives them: the rectangle's cell at (20, 20) + (5…55, 10…50), the rounded one's at
    // (108, 20), the grey bar (20…540, 200…220) right of the last rounded rectangle (452…507),
    // the 0.5-opaque blue rounded rectangle at (276, 180) + (5…55, 10…50) over the bar, and the
    // bottom-right corner, which nothing covers.
    let expected: [(x: Double, y: Double, rgb: [Double])] = [
      (50, 50, bytes(.yellow)), (138, 50, bytes(.red)), (530, 210, grey),
      (305, 210, blueOverGrey), (555, 435, bytes(Color(hex: 0x1C1C1E))),
    ]
    for scale in [1.0, 2.0] {
      let renderer = try OffscreenRenderer(size: Self.size, scale: scale)
      let path = directory.appendingPathComponent("sheet-\(Int(scale))x.png").path
      let image = try renderer.renderPNG(Self.sheet(), to: path)
      #expect(image.width == Int(Self.size.width * scale))
      #expect(image.height == Int(Self.size.height * scale))
      #expect(try RGBAImage(pngFile: path) == image, "the PNG holds exactly the rendered pixels")
      for point in expected {
        let pixel = image.pixel(x: Int(point.x * scale), y: Int(point.y * scale))
        let rgb = pixel.map { [Double($0.red), Double($0.green), Double($0.blue)] } ?? []
        #expect(
          rgb.count == 3 && zip(rgb, point.rgb).allSatisfy { abs($0 - $1) <= 1 },
          "\(scale)×, (\(point.x), \(point.y)): \(rgb) vs \(point.rgb)")
      }
      print("test sheet (\(renderer.rendererName) renderer): \(path)")
    }
  }
}
