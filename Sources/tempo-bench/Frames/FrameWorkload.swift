import Tempo
import TempoScene

/// One scene to time frame by frame: its clock, engine and scene, and what changes each frame.
@MainActor
struct FrameWorkload {
  /// The row's label.
  var name: String
  /// How many nodes the scene has (groups included).
  var nodeCount: Int
  /// The targets the issue sets for this scene, printed beside the figures.
  var targets: FrameTargets
  /// The scene's virtual clock, advanced 1/60 s per frame.
  var clock: ManualClock
  /// The scene's engine.
  var engine: AnimationEngine
  /// The scene.
  var scene: SceneGraph
  /// Called at the start of frame `k` (after the clock moved), to re-target animations.
  var beforeFrame: (Int) -> Void
}
