/// A key on a hardware keyboard, as the character it stands for (SwiftUI's `KeyEquivalent`).
///
/// Letters and digits are their own character ("q", "3"); the keys without one use SwiftUI's
/// values (the arrows are the private-use characters U+F700…U+F703, as in AppKit).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The character the key stands for.
  public let character: Character

  /// The key for `character`.
  public init(_ character: Character) {
    self.character = character
  }

  /// The key for the one-character literal `value` (`"q"`).
  public init(extendedGraphemeClusterLiteral value: Character) {
    self.init(value)
  }

  /// The up arrow (U+F700).
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// The down arrow (U+F701).
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// The left arrow (U+F702).
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// The right arrow (U+F703).
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// Escape (U+001B).
  public static let escape = KeyEquivalent("\u{1B}")
  /// Return or the keypad's Enter (U+000D).
  public static let `return` = KeyEquivalent("\r")
  /// The space bar (U+0020).
  public static let space = KeyEquivalent(" ")
  /// Tab (U+0009).
  public static let tab = KeyEquivalent("\t")
  /// Delete, the backspace key (U+0008).
  public static let delete = KeyEquivalent("\u{8}")
  /// Forward delete (U+007F).
  public static let deleteForward = KeyEquivalent("\u{7F}")
  /// Home (U+F729).
  public static let home = KeyEquivalent("\u{F729}")
  /// End (U+F72B).
  public static let end = KeyEquivalent("\u{F72B}")
}
