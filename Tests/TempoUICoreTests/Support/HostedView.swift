import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// A view hosted headless on a 60 fps manual clock, with the display-list queries the tests
/// use: the window rectangle, colour and opacity of every fill, stroke and text.
@MainActor
struct HostedView {
  let timeline: FrameTimeline
  let host: ViewHost

  /// Hosts `view` in a black scene of `width` × `height` points at frame 0, measuring text with
  /// the system's fonts (`.font`) or, for tests that say they need round numbers, `.fixed`.
  init<Content: View>(
    _ view: Content, width: Double = 480, height: Double = 320, textMetrics: TextMetrics = .font
  ) {
    timeline = FrameTimeline(width: width, height: height, textMetrics: textMetrics)
    host = ViewHost(view, scene: timeline.scene)
  }

  /// Applies updates, ticks and returns the frame at the current time.
  @discardableResult
  func frame() -> DisplayList { host.frame() }

  /// Moves to frame `frame` and draws it.
  @discardableResult
  func frame(_ frame: Int) -> DisplayList {
    timeline.move(toFrame: frame)
    return host.frame()
  }

  /// Draws every frame after the current one up to `frame`, and returns the last one.
  @discardableResult
  func run(to frame: Int) -> DisplayList { timeline.draw(host, through: frame) }

  /// Clicks at (`x`, `y`) in window points.
  func click(_ x: Double, _ y: Double) { host.click(at: CGPoint(x: x, y: y)) }

  /// Draws the current frame, moves to `frame`, clicks (`x`, `y`) there and draws that frame:
  /// the change the click makes begins at `frame`.
  func click(_ x: Double, _ y: Double, atFrame frame: Int) {
    self.frame()
    timeline.move(toFrame: frame)
    click(x, y)
    self.frame()
  }

  /// Clicks the centre of the first text showing `text`; a text that is not on screen fails the
  /// test at the caller's line, clicking nothing.
  func click(text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    host.click(text: text, sourceLocation: sourceLocation)
  }
}

/// One drawing command resolved to window points.
struct Drawn: Equatable, CustomStringConvertible {
  enum Kind: Equatable { case fill, stroke, text(String, size: Double) }
  var kind: Kind
  var color: Color
  /// The bounding box of the path (or the text's line) in window points.
  var rect: CGRect
  var opacity: Double

  var description: String {
    "\(kind) \(color) (\(rect.minX), \(rect.minY), \(rect.width) × \(rect.height)) @\(opacity)"
  }
}

@MainActor
extension DisplayList {
  /// Every fill, stroke and text, back to front, with its window rectangle (a text's: its line
  /// as the default headless host measures it, with the system's fonts).
  var drawn: [Drawn] { drawn(measuredBy: TextMetrics.font.measurer) }

  /// Every fill, stroke and text, back to front, with its window rectangle (a text's: its line
  /// as `measurer` measures it).
  func drawn(measuredBy measurer: any TextMeasurer) -> [Drawn] {
    commands.compactMap { command in
      switch command {
      case .fill(let path, let color, let transform, let opacity):
        Drawn(kind: .fill, color: color, rect: path.bounds(transform), opacity: opacity)
      case .stroke(let path, let color, _, let transform, let opacity):
        Drawn(kind: .stroke, color: color, rect: path.bounds(transform), opacity: opacity)
      case .text(
        let string, let size, let color, let origin, let transform, let opacity, let bold,
        let style):
        Drawn(
          kind: .text(string, size: size), color: color,
          rect: CGRect(
            origin: origin,
            size: measurer.size(of: string, fontSize: size, style: style.resolved(bold: bold))
          ).mapped(by: transform), opacity: opacity)
      default: nil
      }
    }
  }

  /// The fills of `color`, back to front.
  func fills(_ color: Color) -> [Drawn] { drawn.filter { $0.kind == .fill && $0.color == color } }

  /// The texts showing `string`, back to front.
  func texts(_ string: String) -> [Drawn] {
    drawn.filter { if case .text(string, _) = $0.kind { true } else { false } }
  }
}

extension Path {
  /// The box around the path's points (control points included) mapped by `transform`.
  func bounds(_ transform: AffineTransform2D) -> CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .quadCurve(let p, let c): points += [p, c]
      case .curve(let p, let c1, let c2): points += [p, c1, c2]
      case .closeSubpath: break
      }
    }
    let xs = points.map { Double($0.x) }
    let ys = points.map { Double($0.y) }
    let box = CGRect(
      x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
      height: (ys.max() ?? 0) - (ys.min() ?? 0))
    return box.mapped(by: transform)
  }
}

extension CGRect {
  /// Whether every edge is within `tolerance` points of `other`'s.
  func isClose(to other: CGRect, within tolerance: Double = 1e-9) -> Bool {
    abs(Double(minX - other.minX)) <= tolerance && abs(Double(minY - other.minY)) <= tolerance
      && abs(Double(width - other.width)) <= tolerance
      && abs(Double(height - other.height)) <= tolerance
  }
}

extension Color {
  /// Whether each component is within 1e-9 of `other`'s (colours pass through linear light).
  func isClose(to other: Color) -> Bool {
    abs(red - other.red) < 1e-9 && abs(green - other.green) < 1e-9
      && abs(blue - other.blue) < 1e-9 && abs(opacity - other.opacity) < 1e-9
  }
}

/// A rectangle from its origin and size, in points.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}
