import Foundation
import TempoPlot
import Testing

@Suite("Plot frame")
struct PlotFrameTests {
  @Test("time 0 at value 0 is the graph's left edge at 0.3/1.6 of its height above the bottom")
  func originPlacement() {
    let frame = PlotFrame(timeSpan: 0.5)
    let point = frame.point(time: 0, value: 0)
    #expect(point.x == frame.graph.minX)
    #expect(abs(Double(frame.graph.maxY - point.y) - 0.3 / 1.6 * Double(frame.graph.height)) < 1e-9)
  }

  @Test("the time span maps to the right edge and value 1.3 to the top")
  func farCorner() {
    let frame = PlotFrame(timeSpan: 0.8)
    let point = frame.point(time: 0.8, value: 1.3)
    #expect(abs(Double(point.x - frame.graph.maxX)) < 1e-9)
    #expect(abs(Double(point.y - frame.graph.minY)) < 1e-9)
  }

  @Test("sample(at:) inverts point(time:value:)")
  func inverse() {
    let frame = PlotFrame(timeSpan: 1.3)
    let (time, value) = frame.sample(at: frame.point(time: 0.37, value: 0.91))
    #expect(abs(time - 0.37) < 1e-12)
    #expect(abs(value - 0.91) < 1e-12)
  }

  @Test("the time span is the settle time plus a quarter, rounded up to 0.1 s")
  func timeSpan() {
    #expect(abs(PlotFrame.timeSpan(settleTime: 0.35) - 0.5) < 1e-12)
    #expect(abs(PlotFrame.timeSpan(settleTime: 0.8) - 1.0) < 1e-12)
    #expect(abs(PlotFrame.timeSpan(settleTime: 1.0) - 1.3) < 1e-12)
  }
}
