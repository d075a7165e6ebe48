import Foundation
import Tempo
import TempoPlot
import TempoRender
import TempoSDL
import Testing

/// The package's root directory (this file is Tests/TempoPlotTests/Pictures/…).
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().path

@Suite("The curve pictures in Assets/curves", .serialized)
@MainActor
struct CurvePicturesTests {
  /// Whether a pixel is the curve's blue (#0A84FF), allowing for anti-aliasing on the light
  /// background: each channel within 40.
  private func isCurveColor(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8))
    -> Bool
  {
    abs(Int(pixel.red) - 0x0A) <= 40 && abs(Int(pixel.green) - 0x84) <= 40
      && abs(Int(pixel.blue) - 0xFF) <= 40
  }

  @Test(
    "each PNG is 720 × 440 and shows its formula: at 60 times before the settle time, a curve-blue pixel lies within 5 px of the formula's point",
    arguments: PlotSubject.all.map(\.id))
  func pngFollowsTheFormula(id: String) throws {
    let subject = try #require(PlotSubject.all.first { $0.id == id })
    let image = try RGBAImage(pngFile: "\(packageRoot)/Assets/curves/\(id).png")
    #expect(image.width == 720 && image.height == 440)
    // The frame the picture was drawn in: the engine's settle time sets the time span.
    let plot = CurvePlot(subject)
    let settle = plot.samples.settleTime
    for index in 0..<60 {
      let time = settle * Double(index) / 60
      let point = plot.frame.point(time: time, value: Formula.value(subject.formula, at: time))
      let (x, y) = (Int((Double(point.x) * 2).rounded()), Int((Double(point.y) * 2).rounded()))
      var found = false
      search: for dy in -5...5 {
        for dx in -5...5 {
          if let pixel = image.pixel(x: x + dx, y: y + dy), isCurveColor(pixel) {
            found = true
            break search
          }
        }
      }
      #expect(found, "no curve pixel near (\(x), \(y)) px for t = \(time) s")
    }
  }

  @Test(
    "each GIF is a non-empty GIF89a file of more than 1 KB", arguments: PlotSubject.all.map(\.id))
  func gifIsNonEmpty(id: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: "\(packageRoot)/Assets/curves/\(id).gif"))
    #expect(data.count > 1024)
    #expect(data.prefix(6) == Data("GIF89a".utf8))
  }

  @Test(
    "a PNG does not match a different curve: easeIn's picture has no blue near easeOut's point at a third of the way"
  )
  func pngRejectsAnotherCurve() throws {
    let easeIn = try #require(PlotSubject.all.first { $0.id == "easeIn" })
    let easeOut = try #require(PlotSubject.all.first { $0.id == "easeOut" })
    let image = try RGBAImage(pngFile: "\(packageRoot)/Assets/curves/easeIn.png")
    let plot = CurvePlot(easeIn)
    let point = plot.frame.point(
      time: 0.35 / 3, value: Formula.value(easeOut.formula, at: 0.35 / 3))
    let (x, y) = (Int((Double(point.x) * 2).rounded()), Int((Double(point.y) * 2).rounded()))
    for dy in -5...5 {
      for dx in -5...5 {
        if let pixel = image.pixel(x: x + dx, y: y + dy) { #expect(!isCurveColor(pixel)) }
      }
    }
  }
}
