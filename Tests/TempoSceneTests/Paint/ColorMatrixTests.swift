import Foundation
import Tempo
import TempoScene
import Testing

/// The colour filters, against the W3C Filter Effects formulas and SwiftUI's documented ranges.
@Suite("ColorMatrix")
struct ColorMatrixTests {
  let red = Color(red: 1, green: 0, blue: 0)

  func isClose(_ a: Color, _ b: Color, within tolerance: Double = 1e-9) -> Bool {
    abs(a.red - b.red) < tolerance && abs(a.green - b.green) < tolerance
      && abs(a.blue - b.blue) < tolerance && abs(a.opacity - b.opacity) < tolerance
  }

  @Test("hue rotations of 0° and 360° change nothing; any angle keeps a grey grey and the opacity")
  func hueRotationFixedPoints() {
    let color = Color(red: 0.3, green: 0.6, blue: 0.9, opacity: 0.4)
    #expect(isClose(ColorMatrix.hueRotation(.degrees(0)).applied(to: color), color))
    #expect(isClose(ColorMatrix.hueRotation(.degrees(360)).applied(to: color), color))
    let grey = Color(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.7)
    #expect(isClose(ColorMatrix.hueRotation(.degrees(77)).applied(to: grey), grey))
  }

  @Test(
    "red turned 180°: the spec's rows at cos −1, sin 0 give (0, 0.426, 0.426), red clamped from −0.574"
  )
  func hueRotationHalfTurn() {
    let turned = ColorMatrix.hueRotation(.degrees(180)).applied(to: red)
    #expect(isClose(turned, Color(red: 0, green: 0.426, blue: 0.426)))
  }

  @Test("saturation 0 greys red to its luma 0.213; 1 leaves it; grayscale 1 greys it to 0.2126")
  func saturationAndGrayscale() {
    #expect(
      isClose(
        ColorMatrix.saturation(0).applied(to: red), Color(red: 0.213, green: 0.213, blue: 0.213)))
    #expect(isClose(ColorMatrix.saturation(1).applied(to: red), red))
    #expect(
      isClose(
        ColorMatrix.grayscale(1).applied(to: red), Color(red: 0.2126, green: 0.2126, blue: 0.2126)))
    #expect(isClose(ColorMatrix.grayscale(0).applied(to: red), red))
  }

  @Test("brightness adds: 0.2 takes grey 0.5 to 0.7, 1 to white, −1 to black")
  func brightness() {
    let grey = Color(red: 0.5, green: 0.5, blue: 0.5)
    #expect(
      isClose(ColorMatrix.brightness(0.2).applied(to: grey), Color(red: 0.7, green: 0.7, blue: 0.7))
    )
    #expect(isClose(ColorMatrix.brightness(1).applied(to: grey), Color(red: 1, green: 1, blue: 1)))
    #expect(isClose(ColorMatrix.brightness(-1).applied(to: grey), Color(red: 0, green: 0, blue: 0)))
  }

  @Test("contrast 0 is mid-grey; contrast 2 takes 0.75 to 1 and 0.25 to 0")
  func contrast() {
    let color = Color(red: 0.75, green: 0.25, blue: 0.5)
    #expect(
      isClose(ColorMatrix.contrast(0).applied(to: color), Color(red: 0.5, green: 0.5, blue: 0.5)))
    #expect(isClose(ColorMatrix.contrast(2).applied(to: color), Color(red: 1, green: 0, blue: 0.5)))
  }

  @Test(
    "multiplying white by a colour gives the colour, opacity too; inverting (0.2, 0.4, 1) gives (0.8, 0.6, 0)"
  )
  func multiplyAndInvert() {
    let tint = Color(red: 0.5, green: 0.25, blue: 1, opacity: 0.5)
    #expect(isClose(ColorMatrix.multiply(tint).applied(to: Color(red: 1, green: 1, blue: 1)), tint))
    #expect(
      isClose(
        ColorMatrix.invert.applied(to: Color(red: 0.2, green: 0.4, blue: 1)),
        Color(red: 0.8, green: 0.6, blue: 0)))
  }
}
