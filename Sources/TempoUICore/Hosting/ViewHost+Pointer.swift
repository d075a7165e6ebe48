import Foundation
import TempoScene

extension ViewHost {
  /// Presses the pointer button at `point` (window points), as a window does.
  public func press(at point: CGPoint) {
    activate()
    scene.pointerDown(at: point)
  }

  /// Moves the pointer to `point` (window points), pressed or not.
  public func movePointer(to point: CGPoint) {
    activate()
    scene.pointerMoved(to: point)
  }

  /// Releases the pointer button at `point` (window points).
  public func release(at point: CGPoint) {
    activate()
    scene.pointerUp(at: point)
  }

  /// Presses at `start`, moves to `end` and releases there, in window points.
  public func drag(from start: CGPoint, to end: CGPoint) {
    press(at: start)
    movePointer(to: end)
    release(at: end)
  }

  /// Scrolls the pointer's wheel by `delta` points (positive: toward the content's end) with
  /// the pointer at `point` (window points), as a window does.
  public func scroll(at point: CGPoint, by delta: CGSize) {
    movePointer(to: point)
    scene.scrolled(by: delta)
  }
}
