import TempoScene

/// Draws display lists into an open window and shows them: the part of a window a backend
/// supplies (TempoSDL's `GLCanvas` through SDL's OpenGL renderer, TempoCairo's cairo painter).
@MainActor
public protocol WindowPresenter: AnyObject {
  /// Draws `list` at `scale` device pixels per point over the window's whole drawable and
  /// shows it (waiting for vsync when the window honours it); throws the backend's error.
  func present(_ list: DisplayList, scale: Double) throws

  /// Notes that the window was resized, exposed or otherwise changed by the system: the next
  /// frame is shown whole.
  func windowChanged()
}
