import Foundation

/// Where a graph's axes sit in its picture, and how (time, value) maps to points in it.
///
/// Time runs left to right from 0 to ``timeSpan`` seconds; value runs bottom to top from
/// ``valueRange``'s lower bound to its upper bound.
package struct PlotFrame: Sendable, Equatable {
  /// The whole picture's size, in points.
  package let size: CGSize
  /// The rectangle the axes enclose, in points (origin top left).
  package let graph: CGRect
  /// The time at the right edge of the graph, in seconds.
  package let timeSpan: Double
  /// The values at the bottom and top of the graph.
  package let valueRange: ClosedRange<Double>

  /// The picture size of every plot: 360 × 220 points.
  package static let pictureSize = CGSize(width: 360, height: 220)

  /// A frame for a picture of ``pictureSize`` showing 0…`timeSpan` seconds and values
  /// −0.3…1.3 (room for the overshooting curves and springs).
  package init(timeSpan: Double) {
    size = Self.pictureSize
    graph = CGRect(x: 36, y: 34, width: 308, height: 160)
    self.timeSpan = timeSpan
    valueRange = -0.3...1.3
  }

  /// The time span a subject that settles after `settleTime` seconds is shown over: a quarter
  /// more than that, rounded up to a tenth of a second.
  package static func timeSpan(settleTime: Double) -> Double {
    (settleTime * 1.25 * 10).rounded(.up) / 10
  }

  /// The point (in picture points) of `value` at `time` seconds.
  package func point(time: Double, value: Double) -> CGPoint {
    let x = Double(graph.minX) + time / timeSpan * Double(graph.width)
    let fraction = (value - valueRange.lowerBound) / (valueRange.upperBound - valueRange.lowerBound)
    let y = Double(graph.maxY) - fraction * Double(graph.height)
    return CGPoint(x: x, y: y)
  }

  /// The (time in seconds, value) a picture point stands for: the inverse of
  /// ``point(time:value:)``.
  package func sample(at point: CGPoint) -> (time: Double, value: Double) {
    let time = (Double(point.x) - Double(graph.minX)) / Double(graph.width) * timeSpan
    let fraction = (Double(graph.maxY) - Double(point.y)) / Double(graph.height)
    let value = valueRange.lowerBound + fraction * (valueRange.upperBound - valueRange.lowerBound)
    return (time, value)
  }
}
