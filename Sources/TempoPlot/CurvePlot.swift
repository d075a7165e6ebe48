import Foundation
import Tempo

/// A subject's graph: its samples, the frame they are drawn in, and the polyline of the curve.
package struct CurvePlot: Sendable {
  /// What is plotted.
  package let subject: PlotSubject
  /// The engine's samples of its motion.
  package let samples: CurveSamples
  /// The axes and the mapping from (time, value) to picture points.
  package let frame: PlotFrame
  /// The curve as drawn: one point per plotted sample (every ``sampleStride``-th engine sample,
  /// up to the frame's time span), in picture points.
  package let polyline: [CGPoint]

  /// How many engine samples one polyline segment spans: 2 (1/300 s).
  package static let sampleStride = 2

  /// Samples `subject` on Tempo's engine and lays its graph out.
  @MainActor
  package init(_ subject: PlotSubject) {
    let first = CurveSamples(animation: subject.animation)
    let span = PlotFrame.timeSpan(settleTime: first.settleTime)
    let samples = CurveSamples(
      animation: subject.animation, tail: span - first.settleTime + CurveSamples.step)
    self.init(subject: subject, samples: samples, frame: PlotFrame(timeSpan: span))
  }

  /// Lays out the graph of `samples` in `frame`.
  package init(subject: PlotSubject, samples: CurveSamples, frame: PlotFrame) {
    self.subject = subject
    self.samples = samples
    self.frame = frame
    var points: [CGPoint] = []
    for index in stride(from: 0, to: samples.times.count, by: Self.sampleStride)
    where samples.times[index] <= frame.timeSpan + 1e-9 {
      points.append(frame.point(time: samples.times[index], value: samples.values[index]))
    }
    polyline = points
  }
}
