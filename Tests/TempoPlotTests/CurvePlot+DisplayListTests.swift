import Foundation
import Tempo
import TempoPlot
import TempoScene
import Testing

@Suite("Curve plot display list")
@MainActor
struct CurvePlotDisplayListTests {
  private func plot(_ id: String) throws -> CurvePlot {
    CurvePlot(try #require(PlotSubject.all.first { $0.id == id }))
  }

  /// The strokes of `list` in `color`, as their paths' points.
  private func strokes(_ list: DisplayList, _ color: Color) -> [[CGPoint]] {
    list.commands.compactMap { command in
      guard case .stroke(let path, let strokeColor, _, _, _) = command, strokeColor == color
      else { return nil }
      return path.elements.compactMap { element -> CGPoint? in
        switch element {
        case .move(let point), .line(let point): return point
        default: return nil
        }
      }
    }
  }

  /// The rectangle spanned by the path's end points (an ellipse's four extremes).
  private func bounds(of path: Path) -> CGRect {
    let points = path.elements.compactMap { element -> CGPoint? in
      switch element {
      case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
        return point
      case .closeSubpath: return nil
      }
    }
    let xs = points.map { Double($0.x) }
    let ys = points.map { Double($0.y) }
    return CGRect(
      x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
      height: (ys.max() ?? 0) - (ys.min() ?? 0))
  }

  @Test("the curve is one blue stroke through exactly the polyline's points")
  func curveStroke() throws {
    let plot = try plot("snappy")
    let curves = strokes(plot.displayList(), CurvePlot.curveColor)
    #expect(curves.count == 1)
    #expect(curves.first == plot.polyline)
  }

  @Test("the settle marker is a vertical green line at the settle time, spanning the graph")
  func settleMarker() throws {
    let plot = try plot("bouncy")
    let markers = strokes(plot.displayList(), CurvePlot.settleColor)
    let marker = try #require(markers.first)
    let x = plot.frame.point(time: plot.samples.settleTime, value: 0).x
    #expect(markers.count == 1)
    #expect(
      marker == [CGPoint(x: x, y: plot.frame.graph.minY), CGPoint(x: x, y: plot.frame.graph.maxY)])
  }

  @Test("with a dot time, two orange dots sit at the sampled value: on the curve and on the track")
  func dots() throws {
    let plot = try plot("easeInOut")
    let time = 0.2
    let center = plot.frame.point(time: time, value: plot.samples.value(at: time))
    let dots = plot.displayList(dotTime: time).commands.compactMap { command -> CGRect? in
      guard case .fill(let path, let color, _, _) = command, color == CurvePlot.dotColor else {
        return nil
      }
      return bounds(of: path)
    }
    #expect(dots.count == 2)
    #expect(dots.allSatisfy { abs(Double($0.midY - center.y)) < 1e-6 })
    #expect(dots.contains { abs(Double($0.midX - center.x)) < 1e-6 })
    #expect(
      plot.displayList().commands.allSatisfy {
        if case .fill = $0 { return false }
        return true
      })
  }

  @Test(
    "the picture is the frame's size on the near-white background, titled with the Swift spelling")
  func pictureAndTitle() throws {
    let plot = try plot("interpolatingSpring")
    let list = plot.displayList()
    #expect(list.size == PlotFrame.pictureSize)
    #expect(list.background == CurvePlot.background)
    #expect(
      list.commands.contains {
        if case .text(let string, _, _, _, _, _, _, _) = $0 {
          return string == ".interpolatingSpring"
        }
        return false
      })
  }
}
