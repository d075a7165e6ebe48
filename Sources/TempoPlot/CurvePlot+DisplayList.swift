import Foundation
import Tempo
import TempoScene

extension CurvePlot {
  /// The curve's colour: Tempo's blue.
  package static let curveColor = Color.blue
  /// The moving dot's colour: orange.
  package static let dotColor = Color.orange
  /// The settle-time marker's colour: green.
  package static let settleColor = Color.green
  /// The picture's background: near-white.
  package static let background = Color(white: 0.98)

  /// The graph as a display list: axes, the 0 and 1 levels, the curve, the settle-time marker
  /// with its label, the title, and, when `dotTime` (s) is given, a dot on the curve at that
  /// time and the same dot on a track right of the graph, moving as a view would.
  package func displayList(dotTime: Double? = nil) -> DisplayList {
    var commands: [DrawCommand] = []
    let graph = frame.graph
    let axis = Color(white: 0.55)
    let guide = Color(white: 0.85)
    // The 0 and 1 levels.
    for level in [0.0, 1.0] {
      var line = Path()
      line.move(to: frame.point(time: 0, value: level))
      line.addLine(to: frame.point(time: frame.timeSpan, value: level))
      commands.append(stroke(line, guide, StrokeStyle(lineWidth: 1)))
      commands.append(
        text(
          level == 0 ? "0" : "1", size: 11, axis,
          CGPoint(x: Double(graph.minX) - 14, y: Double(frame.point(time: 0, value: level).y) - 7))
      )
    }
    // Axes.
    var axes = Path()
    axes.move(to: CGPoint(x: graph.minX, y: graph.minY))
    axes.addLine(to: CGPoint(x: graph.minX, y: graph.maxY))
    axes.addLine(to: CGPoint(x: graph.maxX, y: graph.maxY))
    commands.append(stroke(axes, axis, StrokeStyle(lineWidth: 1)))
    commands.append(
      text(
        "\(Self.format(frame.timeSpan)) s", size: 11, axis,
        CGPoint(x: Double(graph.maxX) - 30, y: Double(graph.maxY) + 6)))
    commands.append(
      text("0 s", size: 11, axis, CGPoint(x: Double(graph.minX) - 4, y: Double(graph.maxY) + 6)))
    // The settle time.
    var marker = Path()
    marker.move(to: CGPoint(x: frame.point(time: samples.settleTime, value: 0).x, y: graph.minY))
    marker.addLine(to: CGPoint(x: frame.point(time: samples.settleTime, value: 0).x, y: graph.maxY))
    commands.append(stroke(marker, Self.settleColor, StrokeStyle(lineWidth: 1.5, dash: [4, 3])))
    let label = subject.isSpring ? "settles" : "ends"
    let labelX = min(
      Double(frame.point(time: samples.settleTime, value: 0).x) + 4, Double(graph.maxX) - 92)
    commands.append(
      text(
        "\(label) \(Self.format(samples.settleTime)) s", size: 11, Self.settleColor,
        CGPoint(x: labelX, y: Double(graph.minY) + 2)))
    // The curve.
    var curve = Path()
    if let first = polyline.first { curve.move(to: first) }
    for point in polyline.dropFirst() { curve.addLine(to: point) }
    commands.append(
      stroke(curve, Self.curveColor, StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)))
    commands.append(text(subject.title, size: 13, Color(white: 0.15), CGPoint(x: 12, y: 9)))
    if let dotTime {
      let value = samples.value(at: dotTime)
      let center = frame.point(time: dotTime, value: value)
      commands.append(
        fill(
          Path(ellipseIn: CGRect(x: center.x - 5, y: center.y - 5, width: 10, height: 10)),
          Self.dotColor))
      // The same value as a position on a vertical track right of the graph, level with it.
      let trackX = Double(graph.maxX) + 8
      var track = Path()
      track.move(to: CGPoint(x: trackX, y: frame.point(time: 0, value: 0).y))
      track.addLine(to: CGPoint(x: trackX, y: frame.point(time: 0, value: 1).y))
      commands.append(stroke(track, guide, StrokeStyle(lineWidth: 2, lineCap: .round)))
      let y = Double(center.y)
      commands.append(
        fill(Path(ellipseIn: CGRect(x: trackX - 5, y: y - 5, width: 10, height: 10)), Self.dotColor)
      )
    }
    return DisplayList(size: frame.size, background: Self.background, commands: commands)
  }

  /// `value` with up to two decimals and no trailing zeros, e.g. "0.35", "1.2", "2".
  package static func format(_ value: Double) -> String {
    var text = String(format: "%.2f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  private func stroke(_ path: Path, _ color: Color, _ style: StrokeStyle) -> DrawCommand {
    .stroke(path, color: color, style: style, transform: .identity, opacity: 1)
  }

  private func fill(_ path: Path, _ color: Color) -> DrawCommand {
    .fill(path, color: color, transform: .identity, opacity: 1)
  }

  private func text(_ string: String, size: Double, _ color: Color, _ origin: CGPoint)
    -> DrawCommand
  {
    .text(string, fontSize: size, color: color, origin: origin, transform: .identity, opacity: 1)
  }
}
