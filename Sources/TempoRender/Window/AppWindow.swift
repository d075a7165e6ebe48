import Foundation
import Tempo
import TempoScene

/// An open window an app runs in, as a runner sees it whatever the backend: its size and
/// scale, text measured as it is drawn, the pointer's shape, presenting frames, and the run
/// loop that hands over its events and waits between frames.
///
/// A ``WindowBackend`` opens one; TempoSDL's `Window` is one.
@MainActor
public protocol AppWindow: AnyObject {
  /// The window's size, in points.
  var size: CGSize { get }
  /// Device pixels per point.
  var scale: Double { get }
  /// The display's frame interval, in seconds.
  var frameInterval: TimeInterval { get }
  /// Measures text in points as this window draws it, at its current scale.
  var textMeasurer: any TextMeasurer { get }
  /// The pointer's shape over the window.
  var cursor: Cursor { get set }

  /// Draws `list` at the window's current scale and shows it; throws the backend's error.
  func present(_ list: DisplayList) throws

  /// A clock paced by the display's frames, for the engine the run loop drives.
  func makeClock() -> any AnimationClock

  /// The run loop of this window: it hands `onEvent` each input event (in points; `false`
  /// quits), ticks `engine` (whose clock came from ``makeClock()``) and presents
  /// `frame(size in points)` once per frame while anything moves, and waits for input or the
  /// engine's next wake-up otherwise. Throws the backend's error.
  func makeRunLoop(
    engine: AnimationEngine, frame: @escaping (CGSize) -> DisplayList,
    onEvent: @escaping (InputEvent) -> Bool
  ) throws -> any WindowRunLoop
}
