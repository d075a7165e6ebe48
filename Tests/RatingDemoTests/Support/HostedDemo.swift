import TempoRender
import TempoRunner
import TempoSDL
import TempoScene
import TempoTestSupport
import TempoUI
import Testing

@testable import rating_demo

/// The demo's content hosted headless at 60 fps on a manual clock, driven as the recording
/// runner drives it: input at a frame's time (before its tick), then the frame.
@MainActor
struct HostedDemo {
  let timeline = FrameTimeline()
  let content: RatingDemoContent

  /// The demo on a black 480 × 320 scene at frame 0.
  init() {
    content = RatingDemoContent(scene: timeline.scene)
  }

  var scene: SceneGraph { timeline.scene }

  /// Moves to frame `frame` (from the current one, never back).
  func move(to frame: Int) { timeline.move(toFrame: frame) }

  /// Presses `key` at the current frame; returns whether the demo keeps running.
  @discardableResult
  func press(_ key: Key) -> Bool {
    content.prepareInput()
    return timeline.engine.perform { content.keyDown(key) }
  }

  /// Clicks (moves to, presses and releases) at `point` at the current frame.
  func click(_ point: CGPoint) {
    content.prepareInput()
    timeline.engine.perform {
      scene.pointerMoved(to: point)
      scene.pointerDown(at: point)
      scene.pointerUp(at: point)
    }
  }

  /// Clicks the centre of star `n` (1…5) at the current frame.
  func click(star n: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let point = content.location(of: .symbol("star", index: n)) else {
      Issue.record("star \(n) is not on screen to click", sourceLocation: sourceLocation)
      return
    }
    click(point)
  }

  /// Draws the current frame: updates, tick, display list.
  @discardableResult
  func frame() -> DisplayList {
    timeline.engine.perform { content.prepareFrame() }
    timeline.engine.tick()
    return scene.displayList()
  }

  /// Draws every frame after the current one up to `frame`; returns the last one.
  @discardableResult
  func run(to frame: Int) -> DisplayList {
    var list = self.frame()
    while timeline.frame < frame {
      move(to: timeline.frame + 1)
      list = self.frame()
    }
    return list
  }

  /// The popup's opacity in `list`: 0 when it is not drawn.
  static func popupOpacity(_ list: DisplayList) -> Double {
    fillOpacities(of: SeedRatingChecks.popupColor, in: list).first ?? 0
  }

  /// How many stars are drawn filled yellow in `list`.
  static func filledStars(_ list: DisplayList) -> Int {
    fillOpacities(of: .yellow, in: list).count
  }

  /// The box around `path`'s points, control points included.
  static func box(of path: Path) -> CGRect {
    var points: [CGPoint] = []
    for element in path.elements {
      switch element {
      case .move(let point), .line(let point): points.append(point)
      case .quadCurve(let point, let control): points += [point, control]
      case .curve(let point, let control1, let control2): points += [point, control1, control2]
      case .closeSubpath: break
      }
    }
    let xs = points.map { Double($0.x) }, ys = points.map { Double($0.y) }
    let (minX, minY) = (xs.min() ?? 0, ys.min() ?? 0)
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }

  /// Whether every edge of `a` is within 1e-9 pt of `b`'s.
  static func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
    [(a.minX, b.minX), (a.minY, b.minY), (a.maxX, b.maxX), (a.maxY, b.maxY)].allSatisfy {
      abs(Double($0.0 - $0.1)) < 1e-9
    }
  }
}
