/// The pointer's shape over a ``Window``.
public enum Cursor: Hashable, Sendable {
  /// The ordinary arrow.
  case arrow
  /// The pointing hand shown over clickable things.
  case hand
}
