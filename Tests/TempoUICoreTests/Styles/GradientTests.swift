import Tempo
import TempoScene
import TempoUICore
import Testing

/// `Gradient` spaces its colours evenly, mixes in the colour space asked for, and as a shape
/// style (or as `AnyGradient`, `Color.gradient`) draws from top to bottom.
@MainActor
@Suite("Gradient")
struct GradientTests {
  @Test("Gradient(colors:) puts n colours at i / (n − 1): 0, 1/3, 2/3, 1; one colour at 0")
  func evenlySpaced() {
    let four = Gradient(colors: [.red, .green, .blue, .white])
    let expected: [CGFloat] = [0, 1.0 / 3, 2.0 / 3, 1]
    #expect(four.stops.map(\.location) == expected)
    #expect(Gradient(colors: [.red]).stops == [Gradient.Stop(color: .red, location: 0)])
  }

  @Test("Rectangle().fill(Gradient) draws from top (0.5, 0) to bottom (0.5, 1), mixing in sRGB")
  func gradientAsAStyleRunsDown() throws {
    let paint = try firstGradient(of: Rectangle().fill(Gradient(colors: [.red, .blue])))
    #expect(paint.kind == .linear(start: .top, end: .bottom))
    #expect(paint.interpolation == .device)
  }

  @Test("colorSpace(.perceptual) mixes in Oklab")
  func perceptual() throws {
    let paint = try firstGradient(
      of:
        Rectangle().fill(Gradient(colors: [.red, .blue]).colorSpace(.perceptual)))
    #expect(paint.interpolation == .perceptual)
  }

  @Test(
    "Color.blue.gradient runs from blue mixed 20 % toward white at the top to blue at the bottom")
  func colorGradient() throws {
    let paint = try firstGradient(of: RoundedRectangle(cornerRadius: 8).fill(.blue.gradient))
    let blue = Color.blue
    let top = Color(
      red: blue.red + (1 - blue.red) * 0.2, green: blue.green + (1 - blue.green) * 0.2,
      blue: blue.blue + (1 - blue.blue) * 0.2)
    #expect(paint.kind == .linear(start: .top, end: .bottom))
    #expect(paint.stops.map(\.color) == [top, blue])
  }
}
