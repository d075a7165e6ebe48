import Foundation
import TempoScene

/// A script's drag while it plays (internal): pressed at `from`, moved once a frame along the
/// straight line to `to`, released there `duration` seconds after it began.
struct ScriptedDrag {
  /// Where the press begins and where it is released, in window points.
  var from: CGPoint
  var to: CGPoint
  /// When the press began and how long the move lasts, in seconds.
  var begin: Double
  var duration: Double

  /// Where the pointer is at `time`: at constant speed from `from` to `to`.
  func location(at time: Double) -> CGPoint {
    let progress = min(max((time - begin) / duration, 0), 1)
    return CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
  }

  /// Presses the pointer at `from` (the press moves it there first).
  @MainActor
  func press(in scene: SceneGraph) {
    scene.pointerDown(at: from)
  }

  /// Moves the pointer to where it is at `time`, releasing it once the move is over; returns
  /// whether the drag goes on.
  @MainActor
  func move(at time: Double, in scene: SceneGraph) -> Bool {
    let point = location(at: time)
    // A frame's time can fall a hair short of the end (k / fps in floating point).
    guard time + 1e-9 >= begin + duration else {
      scene.pointerMoved(to: point)
      return true
    }
    scene.pointerUp(at: point)  // the release moves the pointer there first
    return false
  }
}
