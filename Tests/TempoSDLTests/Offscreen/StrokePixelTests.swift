import Foundation
import TempoRender
import TempoSDL
import TempoScene
import Testing

/// Strokes and clips drawn by the offscreen renderer, measured on the pixels read back. White
/// on black, so a pixel's red byte / 255 is its coverage; the expected areas come from the
/// geometry (a w-wide line covers w per column, a square cap w/2 × w beyond the end, a round
/// cap a half disc π(w/2)²/2).
@Suite("Offscreen renderer: strokes and clips", .serialized)
@MainActor
struct StrokePixelTests {
  /// Writes `image` to a PNG in the temporary directory when `TEMPO_KEEP_PNGS` is set (to look
  /// at while developing).
  static func keep(_ image: RGBAImage, _ name: String) {
    guard ProcessInfo.processInfo.environment["TEMPO_KEEP_PNGS"] != nil else { return }
    try? image.writePNG(to: FileManager.default.temporaryDirectory.path + "/tempo-\(name).png")
  }

  /// The summed coverage (red / 255) of the pixels in the half-open rectangle.
  static func coverage(_ image: RGBAImage, x: Range<Int>, y: Range<Int>) -> Double {
    var sum = 0.0
    for row in y {
      for column in x { sum += Double(image.pixel(x: column, y: row)?.red ?? 0) / 255 }
    }
    return sum
  }

  static func line(_ points: [CGPoint]) -> Path {
    var path = Path()
    path.move(to: points[0])
    for point in points.dropFirst() { path.addLine(to: point) }
    return path
  }

  func render(_ path: Path, _ style: StrokeStyle, on backend: TestBackend, size: Double = 80)
    throws -> RGBAImage
  {
    let frame = CGSize(width: size, height: size)
    return try backend.make(size: frame).render(
      DisplayList(
        size: frame,
        commands: [.stroke(path, color: .white, style: style, transform: .identity, opacity: 1)]))
  }

  @Test(
    "a horizontal line's column coverage equals its width within 0.06",
    arguments: TestBackend.allCases, [1.0, 2, 3, 4, 6, 8])
  func widths(backend: TestBackend, width: Double) throws {
    let image = try render(
      Self.line([CGPoint(x: 10, y: 40), CGPoint(x: 70, y: 40)]), StrokeStyle(lineWidth: width),
      on: backend)
    Self.keep(image, "\(backend)-width-\(Int(width))")
    for column in [20, 40, 60] {
      #expect(abs(Self.coverage(image, x: column..<(column + 1), y: 0..<80) - width) <= 0.06)
    }
  }

  @Test(
    "beyond the end of an 8-wide line a butt cap covers 0, a square cap 8 × 4, a round one 8π",
    arguments: TestBackend.allCases,
    [(CGLineCap.butt, 0.0), (.square, 32), (.round, 8 * Double.pi)])
  func caps(backend: TestBackend, expected: (cap: CGLineCap, area: Double)) throws {
    let (cap, area) = expected
    let image = try render(
      Self.line([CGPoint(x: 20, y: 40), CGPoint(x: 60, y: 40)]),
      StrokeStyle(lineWidth: 8, lineCap: cap), on: backend)
    Self.keep(image, "\(backend)-cap-\(cap)")
    // Right of x = 60 and left of x = 20: each end's cap. A round cap is flattened into chords
    // within 0.2 px of the arc, each losing up to 2/3 × its length × 0.2 px² (a parabolic
    // segment) along the 4π-long half circle.
    let allowance = 1 + (cap == .round ? 2.0 / 3 * 4 * Double.pi * 0.2 : 0)
    #expect(abs(Self.coverage(image, x: 60..<80, y: 0..<80) - area) <= allowance)
    #expect(abs(Self.coverage(image, x: 0..<20, y: 0..<80) - area) <= allowance)
    // Between the ends the line is 8 wide whatever the cap.
    #expect(abs(Self.coverage(image, x: 20..<60, y: 0..<80) - 8 * 40) <= 1)
  }

  @Test(
    "outside a right-angle corner of an 8-wide stroke a miter fills the 4 × 4 square, a round join a quarter disc (4π), a bevel half (8)",
    arguments: TestBackend.allCases,
    [(CGLineJoin.miter, 16.0), (.round, 4 * Double.pi), (.bevel, 8)])
  func joins(backend: TestBackend, expected: (join: CGLineJoin, area: Double)) throws {
    let (join, area) = expected
    let image = try render(
      Self.line([CGPoint(x: 10, y: 20), CGPoint(x: 50, y: 20), CGPoint(x: 50, y: 70)]),
      StrokeStyle(lineWidth: 8, lineJoin: join), on: backend)
    Self.keep(image, "\(backend)-join-\(join)")
    #expect(abs(Self.coverage(image, x: 50..<60, y: 10..<20) - area) <= 1)
  }

  @Test("a miter limit below √2 bevels a right angle", arguments: TestBackend.allCases)
  func miterLimit(backend: TestBackend) throws {
    let path = Self.line([CGPoint(x: 10, y: 20), CGPoint(x: 50, y: 20), CGPoint(x: 50, y: 70)])
    let image = try render(path, StrokeStyle(lineWidth: 8, miterLimit: 1.4), on: backend)
    #expect(abs(Self.coverage(image, x: 50..<60, y: 10..<20) - 8) <= 1)
  }

  @Test(
    "a dash pattern of 10 on, 5 off over 60 points covers 40 × the width, in 4 dashes",
    arguments: TestBackend.allCases)
  func dashes(backend: TestBackend) throws {
    let image = try render(
      Self.line([CGPoint(x: 10, y: 40), CGPoint(x: 70, y: 40)]),
      StrokeStyle(lineWidth: 4, dash: [10, 5]), on: backend)
    Self.keep(image, "\(backend)-dash")
    #expect(abs(Self.coverage(image, x: 0..<80, y: 0..<80) - 4 * 40) <= 2)
    // On: 10–20, 25–35, 40–50, 55–65; off: 20–25, 35–40, 50–55, 65–70.
    for column in [12, 27, 42, 57] { #expect(image.pixel(x: column, y: 40)?.red == 255) }
    for column in [22, 37, 52, 67] { #expect(image.pixel(x: column, y: 40)?.red == 0) }
  }

  @Test("nested clips draw only in their intersection", arguments: TestBackend.allCases)
  func nestedClips(backend: TestBackend) throws {
    let size = CGSize(width: 60, height: 20)
    let image = try backend.make(size: size).render(
      DisplayList(
        size: size,
        commands: [
          .pushClip(CGRect(x: 10, y: 0, width: 30, height: 20)),
          .pushClip(CGRect(x: 25, y: 0, width: 30, height: 20)),
          .fill(
            Path(rect: CGRect(origin: .zero, size: size)), color: .white, transform: .identity,
            opacity: 1),
          .popClip,
          .popClip,
        ]))
    Self.keep(image, "\(backend)-nested-clips")
    #expect(Self.coverage(image, x: 0..<60, y: 0..<20) == 15 * 20)
    #expect(image.pixel(x: 25, y: 10)?.red == 255 && image.pixel(x: 39, y: 10)?.red == 255)
    #expect(image.pixel(x: 24, y: 10)?.red == 0 && image.pixel(x: 40, y: 10)?.red == 0)
  }

  @Test(
    "an empty clip, or two disjoint nested ones, draw nothing; after popping, drawing resumes",
    arguments: TestBackend.allCases)
  func emptyClips(backend: TestBackend) throws {
    let size = CGSize(width: 40, height: 20)
    let whole = DrawCommand.fill(
      Path(rect: CGRect(origin: .zero, size: size)), color: .white, transform: .identity,
      opacity: 1)
    let renderer = try backend.make(size: size)
    let empty = try renderer.render(
      DisplayList(
        size: size,
        commands: [.pushClip(CGRect(x: 10, y: 5, width: 0, height: 10)), whole, .popClip]))
    #expect(Self.coverage(empty, x: 0..<40, y: 0..<20) == 0)
    let disjoint = try renderer.render(
      DisplayList(
        size: size,
        commands: [
          .pushClip(CGRect(x: 0, y: 0, width: 10, height: 20)),
          .pushClip(CGRect(x: 20, y: 0, width: 10, height: 20)), whole, .popClip, .popClip,
          .pushClip(CGRect(x: 30, y: 0, width: 10, height: 20)), whole, .popClip,
        ]))
    #expect(Self.coverage(disjoint, x: 0..<30, y: 0..<20) == 0)
    #expect(Self.coverage(disjoint, x: 30..<40, y: 0..<20) == 10 * 20)
  }
}
