import Tempo
import TempoScene

/// A scene on a manual clock, for display-list tests: tick, advance, dump.
@MainActor
package final class SceneHarness {
  /// The clock the engine reads.
  package let clock = ManualClock()
  /// The engine that animates the scene.
  package let engine: AnimationEngine
  /// The scene, measuring text as its ``TextMetrics`` say (the system's fonts by default).
  package let scene: SceneGraph

  /// Creates a black scene of `width` × `height` points at time 0, measuring text with the
  /// system's fonts (`.font`) or, for tests that say they need round numbers, fixed metrics
  /// (`.fixed`: 0.6 and 1.2 of the font size).
  package init(width: Double = 100, height: Double = 100, textMetrics: TextMetrics = .font) {
    engine = AnimationEngine(clock: clock)
    scene = SceneGraph(
      size: CGSize(width: width, height: height), engine: engine,
      textMeasurer: textMetrics.measurer)
  }

  /// Ticks the engine at the current time (changes made since the last tick begin now).
  package func tick() { engine.tick() }

  /// Moves the clock forward by `seconds` and ticks.
  package func advance(_ seconds: TimeInterval) {
    clock.advance(by: seconds)
    engine.tick()
  }

  /// The scene's display list as text, without its header line.
  package func commands() -> String {
    scene.displayList().dump().split(separator: "\n").dropFirst().joined(separator: "\n")
  }

  /// A white rectangle of `width` × `height` points, named `name`.
  package func rectangle(
    _ name: String, width: Double = 20, height: Double = 20, fill: Color = .white
  )
    -> ShapeNode
  {
    let node = ShapeNode(.rectangle, fill: fill, width: width, height: height, engine: engine)
    node.name = name
    return node
  }
}

/// The y of a cubic Bézier timing curve with control points (p1x, p1y) and (p2x, p2y) at
/// progress `x` (clamped to 0…1), from ``ExactBezier``: a reference independent of Tempo's solver.
package func referenceBezier(
  _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, at x: Double
) -> Double {
  ExactBezier(p1x, p1y, p2x, p2y).value(at: min(max(x, 0), 1))
}
