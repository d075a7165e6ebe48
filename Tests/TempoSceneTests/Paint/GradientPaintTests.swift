import Foundation
import Tempo
import Testing

@testable import TempoScene

/// Golden values from the gradients' definitions: a linear gradient's projection onto its axis
/// in points, a radial one's distance, an elliptical one's unit-space distance, an angular
/// one's clockwise angle, and stops mixed component by component (or in Oklab).
@Suite("Gradient paint")
struct GradientPaintTests {
  let red = Color(red: 1, green: 0, blue: 0)
  let blue = Color(red: 0, green: 0, blue: 1)

  func paint(_ kind: GradientPaint.Kind, _ bounds: CGRect) -> GradientPaint {
    GradientPaint(
      kind: kind, stops: [.init(color: red, location: 0), .init(color: blue, location: 1)],
      bounds: bounds)
  }

  func isClose(_ a: Color, _ b: Color) -> Bool {
    abs(a.red - b.red) < 1e-9 && abs(a.green - b.green) < 1e-9 && abs(a.blue - b.blue) < 1e-9
      && abs(a.opacity - b.opacity) < 1e-9
  }

  @Test("linear: a quarter of the way from leading to trailing is 3/4 red, 1/4 blue; the ends pad")
  func linearMixesAlongTheAxis() {
    let gradient = paint(
      .linear(start: .leading, end: .trailing), CGRect(x: 10, y: 0, width: 100, height: 50))
    #expect(
      isClose(gradient.color(at: CGPoint(x: 35, y: 7)), Color(red: 0.75, green: 0, blue: 0.25)))
    #expect(gradient.color(at: CGPoint(x: 0, y: 0)) == red)
    #expect(gradient.color(at: CGPoint(x: 500, y: 0)) == blue)
  }

  @Test(
    "linear: the diagonal of a 200 × 100 frame is measured in points (top-right corner at 0.4, not 0.5)"
  )
  func linearDiagonalIsMeasuredInPoints() {
    let gradient = paint(
      .linear(start: .topLeading, end: .bottomTrailing), CGRect(x: 0, y: 0, width: 200, height: 100)
    )
    // (200, 0) projected on (200, 100): 200 · 200 / (200² + 100²) = 0.8; (100, 0): 0.4.
    #expect(abs(gradient.location(at: CGPoint(x: 100, y: 0)) - 0.4) < 1e-12)
    #expect(abs(gradient.location(at: CGPoint(x: 200, y: 0)) - 0.8) < 1e-12)
  }

  @Test("radial: 35 points from the centre between radii 10 and 60 is location 0.5")
  func radialUsesTheDistance() {
    let gradient = paint(
      .radial(center: .center, startRadius: 10, endRadius: 60),
      CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(abs(gradient.location(at: CGPoint(x: 50 + 21, y: 50 + 28)) - 0.5) < 1e-12)
    #expect(gradient.color(at: CGPoint(x: 52, y: 50)) == red)
  }

  @Test("elliptical: 0.5 reaches the sides of a 200 × 100 frame, 25 points below the centre is 0.5")
  func ellipticalUsesUnitSpace() {
    let gradient = paint(
      .elliptical(center: .center, startRadius: 0, endRadius: 0.5),
      CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(abs(gradient.location(at: CGPoint(x: 200, y: 50)) - 1) < 1e-12)
    #expect(abs(gradient.location(at: CGPoint(x: 100, y: 75)) - 0.5) < 1e-12)
  }

  @Test(
    "angular, equal angles: a full turn clockwise from +x, below the centre 0.25 and above 0.75")
  func angularFullTurnRunsClockwise() {
    let gradient = paint(
      .angular(center: .center, startAngle: 0, endAngle: 0),
      CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(abs(gradient.location(at: CGPoint(x: 50, y: 90)) - 0.25) < 1e-12)
    #expect(abs(gradient.location(at: CGPoint(x: 50, y: 10)) - 0.75) < 1e-12)
  }

  @Test("angular, half a turn: the missing half is the last colour up to half-way, then the first")
  func angularFillsTheMissingPart() {
    let gradient = paint(
      .angular(center: .center, startAngle: 0, endAngle: .pi),
      CGRect(x: 0, y: 0, width: 100, height: 100))
    func at(_ angle: Double) -> Double {
      gradient.location(at: CGPoint(x: 50 + 30 * cos(angle), y: 50 + 30 * sin(angle)))
    }
    #expect(abs(at(0.5 * .pi) - 0.5) < 1e-12)
    #expect(at(1.2 * .pi) == 1)
    #expect(at(1.8 * .pi) == 0)
  }

  @Test("angular over a turn: 0 to 3π draws its last turn, from π, so a quarter turn (π/2) is 0.75")
  func angularDrawsTheLastTurn() {
    let gradient = paint(
      .angular(center: .center, startAngle: 0, endAngle: 3 * .pi),
      CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(abs(gradient.location(at: CGPoint(x: 50, y: 90)) - 0.75) < 1e-12)
  }

  @Test("stops are sorted by location; between the 2nd and 3rd of three the mix is theirs")
  func stopsAreSortedAndMixedPairwise() {
    let green = Color(red: 0, green: 1, blue: 0)
    let gradient = GradientPaint(
      kind: .linear(start: .leading, end: .trailing),
      stops: [
        .init(color: blue, location: 1), .init(color: red, location: 0),
        .init(color: green, location: 0.5),
      ])
    #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
    #expect(isClose(gradient.color(atLocation: 0.75), Color(red: 0, green: 0.5, blue: 0.5)))
  }

  @Test("two stops at one location make a hard edge: the first's colour below, the second's above")
  func equalStopsMakeAHardEdge() {
    let gradient = GradientPaint(
      kind: .linear(start: .leading, end: .trailing),
      stops: [
        .init(color: red, location: 0), .init(color: red, location: 0.5),
        .init(color: blue, location: 0.5), .init(color: blue, location: 1),
      ])
    #expect(gradient.color(atLocation: 0.4999) == red)
    #expect(gradient.color(atLocation: 0.5001) == blue)
  }

  @Test("opacity mixes straight: red to transparent black half-way is (0.5, 0, 0) at 0.5")
  func opacityIsNotPremultiplied() {
    let gradient = GradientPaint(
      kind: .linear(start: .leading, end: .trailing),
      stops: [.init(color: red, location: 0), .init(color: .clear, location: 1)])
    #expect(
      isClose(gradient.color(atLocation: 0.5), Color(red: 0.5, green: 0, blue: 0, opacity: 0.5)))
  }

  @Test("perceptual: white and black half-way is Oklab lightness 0.5, linear light 0.125")
  func perceptualMixesInOklab() {
    let gradient = GradientPaint(
      kind: .linear(start: .leading, end: .trailing),
      stops: [.init(color: .white, location: 0), .init(color: .black, location: 1)],
      interpolation: .perceptual)
    let middle = gradient.color(atLocation: 0.5)
    let expected = 1.055 * pow(0.125, 1 / 2.4) - 0.055
    #expect(abs(middle.red - expected) < 1e-6 && abs(middle.green - expected) < 1e-6)
    #expect(abs(middle.blue - expected) < 1e-6)
  }

  @Test("no stops is transparent; one stop is that colour everywhere")
  func fewStops() {
    #expect(
      GradientPaint(kind: .linear(start: .top, end: .bottom), stops: []).color(atLocation: 0.5)
        == .clear)
    let one = GradientPaint(
      kind: .linear(start: .top, end: .bottom), stops: [.init(color: red, location: 0.3)])
    #expect(one.color(atLocation: 0) == red && one.color(atLocation: 1) == red)
  }

  @Test("placed(in:) replaces the bounds and keeps the rest")
  func placedReplacesTheBounds() {
    let gradient = paint(.linear(start: .top, end: .bottom), .zero)
    let placed = gradient.placed(in: CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(placed.bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(placed.stops == gradient.stops && placed.kind == gradient.kind)
  }
}
