import Foundation
import Tempo
import TempoRender
import TempoSDL
import TempoScene
import Testing

/// Gradients drawn by both backends, read back: each pixel inside the shape is the gradient's
/// colour at the pixel's centre by its definition (a linear gradient's projection on its axis,
/// an angular one's clockwise angle), times the command's opacity, over black.
@Suite("Offscreen renderer: gradients", .serialized)
@MainActor
struct GradientPixelTests {
  let red = Color(red: 1, green: 0, blue: 0)
  let blue = Color(red: 0, green: 0, blue: 1)

  /// A red-to-blue gradient of `kind` placed in `bounds`.
  func paint(_ kind: GradientPaint.Kind, in bounds: CGRect) -> GradientPaint {
    GradientPaint(
      kind: kind, stops: [.init(color: red, location: 0), .init(color: blue, location: 1)],
      bounds: bounds)
  }

  /// A red-to-blue fill (or stroke in `style`) of the rectangle `box`, leading to trailing.
  func linear(
    _ box: CGRect, style: StrokeStyle? = nil, transform: AffineTransform2D = .identity,
    opacity: Double = 1
  ) -> DrawCommand {
    .gradient(
      Path(rect: box), paint: paint(.linear(start: .leading, end: .trailing), in: box),
      style: style, transform: transform, opacity: opacity)
  }

  func render(
    _ command: DrawCommand, on backend: TestBackend, scale: Double = 1,
    size: CGSize = CGSize(width: 120, height: 40)
  ) throws -> RGBAImage {
    let image = try backend.make(size: size, scale: scale)
      .render(DisplayList(size: size, commands: [command]))
    StrokePixelTests.keep(image, "\(backend)-gradient")
    return image
  }

  /// Whether the pixel's red and blue bytes are within 2 of `red` and `blue` × 255.
  func matches(_ image: RGBAImage, _ x: Int, _ y: Int, red: Double, blue: Double) -> Bool {
    guard let pixel = image.pixel(x: x, y: y) else { return false }
    return abs(Double(pixel.red) - red * 255) <= 2 && abs(Double(pixel.blue) - blue * 255) <= 2
      && pixel.green <= 2
  }

  @Test(
    "a rectangle filled leading to trailing: column x is red 1 − t, blue t, t = (x + 0.5 − 10) / 100",
    arguments: TestBackend.allCases, [1.0, 2])
  func linearFill(backend: TestBackend, scale: Double) throws {
    let command = linear(CGRect(x: 10, y: 10, width: 100, height: 20))
    let image = try render(command, on: backend, scale: scale)
    for column in [12, 30, 59, 85, 107] {
      let x = Int(Double(column) * scale)
      let t = ((Double(x) + 0.5) / scale - 10) / 100
      #expect(matches(image, x, Int(20 * scale), red: 1 - t, blue: t), "column \(column)")
    }
    #expect(matches(image, 5, 5, red: 0, blue: 0))
  }

  @Test(
    "at opacity 0.5 over black each pixel is half the gradient's colour",
    arguments: TestBackend.allCases)
  func linearFillAtHalfOpacity(backend: TestBackend) throws {
    let command = linear(CGRect(x: 10, y: 10, width: 100, height: 20), opacity: 0.5)
    let image = try render(command, on: backend)
    for x in [20, 60, 100] {
      let t = (Double(x) + 0.5 - 10) / 100
      #expect(matches(image, x, 20, red: (1 - t) / 2, blue: t / 2), "column \(x)")
    }
  }

  @Test(
    "a stroke takes the gradient where its line is: a 6-wide top edge shows the linear mix",
    arguments: TestBackend.allCases)
  func linearStroke(backend: TestBackend) throws {
    let command = linear(
      CGRect(x: 10, y: 10, width: 100, height: 20), style: StrokeStyle(lineWidth: 6))
    let image = try render(command, on: backend)
    let t = (50.5 - 10) / 100
    #expect(matches(image, 50, 10, red: 1 - t, blue: t))
    #expect(matches(image, 50, 20, red: 0, blue: 0))  // inside the outline: not drawn
  }

  @Test(
    "a moved shape's gradient moves with it: the same colours 30 points to the right",
    arguments: TestBackend.allCases)
  func movedGradient(backend: TestBackend) throws {
    let command = linear(
      CGRect(x: 0, y: 0, width: 40, height: 20), transform: .translation(x: 40, y: 10))
    let image = try render(command, on: backend)
    for x in [42, 60, 78] {
      let t = (Double(x) + 0.5 - 40) / 40
      #expect(matches(image, x, 20, red: 1 - t, blue: t), "column \(x)")
    }
  }

  @Test(
    "a conic gradient's colour goes round clockwise from +x: a quarter turn is 3/4 red, 1/4 blue",
    arguments: TestBackend.allCases)
  func angularFill(backend: TestBackend) throws {
    let box = CGRect(x: 0, y: 0, width: 80, height: 80)
    let command = DrawCommand.gradient(
      Path(ellipseIn: box),
      paint: paint(.angular(center: .center, startAngle: 0, endAngle: 0), in: box),
      style: nil, transform: .identity, opacity: 1)
    let image = try render(command, on: backend, size: CGSize(width: 80, height: 80))
    // The pixel (40, 70) has its centre at (40.5, 70.5): θ = atan2(30.5, 0.5).
    let t = atan2(30.5, 0.5) / (2 * .pi)
    #expect(matches(image, 40, 70, red: 1 - t, blue: t))
  }
}
