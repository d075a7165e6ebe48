import TempoScene

/// The shape of the pointer over a view (SwiftUI's `PointerStyle`, macOS 15).
public struct PointerStyle: Hashable, Sendable {
  /// The scene cursor it shows.
  let cursor: Cursor

  /// The system's ordinary arrow.
  public static let `default` = PointerStyle(cursor: .arrow)
  /// The pointing hand shown over links and other things a click opens or chooses.
  public static let link = PointerStyle(cursor: .pointingHand)
  /// The I-beam shown over text that can be selected or edited (a text field shows it).
  public static let horizontalText = PointerStyle(cursor: .iBeam)
}
