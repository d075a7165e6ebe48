import Foundation

/// An input event, in window points, as a window's run loop hands it to the application.
public enum InputEvent: Hashable, Sendable {
  /// The pointer moved to a point in the window, in points.
  case pointerMoved(CGPoint)
  /// The primary button went down at a point, in points.
  case pointerDown(CGPoint)
  /// The primary button went up at a point, in points.
  case pointerUp(CGPoint)
  /// The wheel or touchpad scrolled by an amount, in points (positive: toward the content's
  /// end, down or right): one wheel notch is ``InputEvent/pointsPerWheelNotch`` points.
  case scrolled(CGSize)
  /// A key was pressed (repeats included).
  case keyDown(Key)
  /// Text was typed (SDL's text input: the characters the keys, the layout and any input
  /// method produced), to go to the focused text field.
  case textInput(String)
  /// The window's size changed to the given size, in points.
  case resized(CGSize)
  /// The user asked to quit: the window was closed, SIGTERM/SIGINT arrived, or SDL_QUIT.
  case quit
}

extension InputEvent {
  /// How far one notch of a mouse wheel scrolls, in points: 40, TempoSDL's choice (about
  /// three lines of body text, as desktop browsers scroll).
  public static let pointsPerWheelNotch = 40.0
}
