/// The shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// Corners that blend into the edges gradually (Apple's "squircle"-like corners).
  case continuous
}
