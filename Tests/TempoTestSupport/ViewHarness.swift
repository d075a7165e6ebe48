import Tempo
import TempoScene
import class TempoUICore.ViewHost

/// A frame-by-frame timeline on a manual clock at 60 fps, for hosting views headless: the
/// caller delivers input at a frame, then draws it.
@MainActor
package final class FrameTimeline {
  /// The clock the engine reads.
  package let clock = ManualClock()
  /// The engine that animates the scene.
  package let engine: AnimationEngine
  /// The scene, measuring text as its ``TextMetrics`` say (the system's fonts by default).
  package let scene: SceneGraph
  /// Frames per second.
  package let fps: Double
  /// The current frame's number (time = frame / fps).
  package private(set) var frame = 0

  /// A black scene of `width` × `height` points at time 0, measuring text with the system's
  /// fonts (`.font`) or, for tests that say they need round numbers, fixed metrics (`.fixed`).
  package init(
    width: Double = 480, height: Double = 320, fps: Double = 60, textMetrics: TextMetrics = .font
  ) {
    self.fps = fps
    engine = AnimationEngine(clock: clock)
    scene = SceneGraph(
      size: CGSize(width: width, height: height), engine: engine,
      textMeasurer: textMetrics.measurer)
  }

  /// The scene's text measurer: what a test's expected widths come from when it is about
  /// layout, not about the widths themselves.
  package var textMeasurer: any TextMeasurer { scene.textMeasurer }

  /// The current frame's time, in seconds.
  package var time: Double { Double(frame) / fps }

  /// Moves the clock to frame `frame` (never backwards).
  package func move(toFrame frame: Int) {
    self.frame = max(frame, self.frame)
    clock.advance(to: time)
  }

  /// Draws every frame of `host` from the current one up to `frame`, as a window would, and
  /// returns the last one.
  @discardableResult
  package func draw(_ host: ViewHost, through frame: Int) -> DisplayList {
    var list = host.frame()
    while self.frame < frame {
      move(toFrame: self.frame + 1)
      list = host.frame()
    }
    return list
  }

  /// Moves the clock to the frame at `seconds` (rounded to the nearest frame).
  package func move(toTime seconds: Double) {
    move(toFrame: Int((seconds * fps).rounded()))
  }
}

/// The opacity of the fills of `color` in `list` (one per fill command, in drawing order).
package func fillOpacities(of color: Color, in list: DisplayList) -> [Double] {
  list.commands.compactMap {
    if case .fill(_, let fill, _, let opacity) = $0, fill == color { return opacity }
    return nil
  }
}
