import TempoScene

/// Modifier keys (SwiftUI's `EventModifiers`): for `keyboardShortcut`, which TempoUI accepts.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// The keys, as bits.
  public let rawValue: Int
  /// Creates a set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Caps Lock.
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  /// Shift.
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// Control.
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// Option (Alt).
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// Command (Super).
  public static let command = EventModifiers(rawValue: 1 << 4)
  /// A key of the numeric keypad.
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// Every modifier.
  public static let all: EventModifiers = [
    .capsLock, .shift, .control, .option, .command, .numericPad,
  ]
}
