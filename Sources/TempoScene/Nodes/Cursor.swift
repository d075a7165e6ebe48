/// The pointer shape a backend should show.
public enum Cursor: Hashable, Sendable {
  /// The ordinary arrow.
  case arrow
  /// A pointing hand, over something clickable.
  case pointingHand
  /// The I-beam, over text that can be edited.
  case iBeam
}
