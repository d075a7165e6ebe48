import TempoScene
import TempoTestSupport
import TempoUI
import Testing

@testable import TempoGallery

/// A gallery example hosted headless in its 300 × 200 pt frame on a manual clock, with the
/// queries its tests need: where fills of a colour are drawn, which texts are on screen, the
/// scene's nodes.
@MainActor
struct HostedExample {
  let timeline: FrameTimeline
  let host: ViewHost

  /// Hosts `view` at frame 0 of a clock at `fps` frames per second.
  init<Content: View>(_ view: Content, fps: Double = 60) {
    timeline = FrameTimeline(
      width: GalleryExample.size.width, height: GalleryExample.size.height, fps: fps)
    host = ViewHost(view, scene: timeline.scene)
  }

  /// The time of frame `frame`, in seconds.
  func time(_ frame: Int) -> Double { Double(frame) / timeline.fps }

  /// Draws every frame up to `frame` and returns the last one.
  @discardableResult
  func run(to frame: Int) -> DisplayList { timeline.draw(host, through: frame) }

  /// Draws up to the frame before `frame`, then clicks the text `text` at `frame` (as a window
  /// delivers input before drawing) and draws that frame.
  @discardableResult
  func click(_ text: String, atFrame frame: Int) -> DisplayList {
    run(to: frame - 1)
    timeline.move(toFrame: frame)
    host.click(text: text)
    return host.frame()
  }

  /// Every node in the scene, the root first.
  var nodes: [Node] {
    var result: [Node] = []
    func visit(_ node: Node) {
      result.append(node)
      node.children.forEach(visit)
    }
    visit(timeline.scene.root)
    return result
  }

  /// Whether a text node showing `text` is in the scene (leaving or not).
  func hasTextNode(_ text: String) -> Bool {
    nodes.contains { ($0 as? TextNode)?.text == text }
  }
}

extension DisplayList {
  /// The fills of `color` (each component within 1e-9: colours animate in linear light), each
  /// as (window bounding box of its path, transform, opacity).
  func fills(_ color: Color) -> [(rect: CGRect, transform: AffineTransform2D, opacity: Double)] {
    commands.compactMap { command in
      guard case .fill(let path, let fill, let transform, let opacity) = command,
        abs(fill.red - color.red) < 1e-9, abs(fill.green - color.green) < 1e-9,
        abs(fill.blue - color.blue) < 1e-9, abs(fill.opacity - color.opacity) < 1e-9
      else { return nil }
      return (path.windowBounds(transform), transform, opacity)
    }
  }

  /// The opacities of the texts showing `string` (empty when none is drawn).
  func textOpacities(_ string: String) -> [Double] {
    commands.compactMap { command in
      guard case .text(string, _, _, _, _, let opacity, _, _) = command else { return nil }
      return opacity
    }
  }
}

extension Path {
  /// The box around the path's points (control points included) after `transform`.
  func windowBounds(_ transform: AffineTransform2D) -> CGRect {
    let points = elements.flatMap { element -> [CGPoint] in
      switch element {
      case .move(let point), .line(let point): [point]
      case .quadCurve(let point, let control): [point, control]
      case .curve(let point, let control1, let control2): [point, control1, control2]
      case .closeSubpath: []
      }
    }.map { transform.apply(to: $0) }
    let xs = points.map { Double($0.x) }
    let ys = points.map { Double($0.y) }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
    else { return .zero }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
