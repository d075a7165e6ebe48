import Foundation
import Tempo
import TempoPlot
import Testing

@Suite("Curve plot")
@MainActor
struct CurvePlotTests {
  @Test(
    "every plotted polyline point stands for the formula's value at its time (within the subject's tolerance before the settle time, 0.01 of the target at and after it)",
    arguments: PlotSubject.all.map(\.id))
  func polylineFollowsTheFormula(id: String) throws {
    let subject = try #require(PlotSubject.all.first { $0.id == id })
    let plot = CurvePlot(subject)
    #expect(plot.polyline.count > 50)
    for point in plot.polyline {
      let (time, value) = plot.frame.sample(at: point)
      if time < plot.samples.settleTime {
        let tolerance = max(Formula.tolerance(for: subject), 1e-9)
        #expect(abs(value - Formula.expected(subject, at: time)) < tolerance, "at \(time) s")
      } else {
        #expect(abs(value - 1) < 1e-9, "at \(time) s")
        #expect(abs(Formula.value(subject.formula, at: time) - 1) < 0.01, "at \(time) s")
      }
    }
  }

  @Test("the polyline spans 0 to the frame's time span, one point per 1/300 s")
  func polylineSpan() throws {
    let plot = CurvePlot(try #require(PlotSubject.all.first { $0.id == "easeInOut" }))
    let first = plot.frame.sample(at: try #require(plot.polyline.first))
    let last = plot.frame.sample(at: try #require(plot.polyline.last))
    #expect(abs(first.time) < 1e-9)
    #expect(abs(last.time - plot.frame.timeSpan) < 1e-9)
    #expect(plot.polyline.count == Int((plot.frame.timeSpan * 300).rounded()) + 1)
  }

  @Test("the catalogue names every built-in curve and preset once")
  func catalogue() {
    let ids = PlotSubject.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    for id in [
      "linear", "easeIn", "easeOut", "easeInOut", "timingCurve", "smooth", "snappy", "bouncy",
      "spring", "interactiveSpring", "interpolatingSpring",
    ] {
      #expect(ids.contains(id))
    }
  }

  @Test("format(_:) keeps up to two decimals without trailing zeros")
  func format() {
    #expect(CurvePlot.format(0.35) == "0.35")
    #expect(CurvePlot.format(1.2) == "1.2")
    #expect(CurvePlot.format(2) == "2")
  }
}
