/// One key event handed to `onKeyPress` actions (SwiftUI's `KeyPress`).
///
/// TempoUI reports the key and the characters it types; it has no modifier keys yet (the
/// runner's windows report plain keys), so SwiftUI's `modifiers` is not here.
public struct KeyPress: Sendable {
  /// The key pressed.
  public let key: KeyEquivalent
  /// The characters the key types without modifiers ("" for a key that types none, such as
  /// the arrows).
  public let characters: String
  /// The phase of the event: `.down`, `.repeat` or `.up`.
  public let phase: Phases

  /// A press of `key` in `phase`, typing `characters` (package: the runner makes them).
  package init(key: KeyEquivalent, characters: String? = nil, phase: Phases = .down) {
    self.key = key
    self.characters = characters ?? Self.typedCharacters(of: key)
    self.phase = phase
  }

  /// What a key types: its character, except for the arrows, Home and End (private-use
  /// characters: none).
  private static func typedCharacters(of key: KeyEquivalent) -> String {
    let silent: Set<KeyEquivalent> = [.upArrow, .downArrow, .leftArrow, .rightArrow, .home, .end]
    return silent.contains(key) ? "" : String(key.character)
  }

  /// The phases of a key event an action asks for.
  public struct Phases: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int

    /// The set with bits `rawValue`.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// The key went down.
    public static let down = Phases(rawValue: 1 << 0)
    /// The key is held and repeats.
    public static let `repeat` = Phases(rawValue: 1 << 1)
    /// The key went up.
    public static let up = Phases(rawValue: 1 << 2)
    /// Every phase.
    public static let all: Phases = [.down, .repeat, .up]
  }

  /// Whether an action consumed the event.
  public enum Result: Hashable, Sendable {
    /// Consumed: no other action sees the event.
    case handled
    /// Not consumed: the event goes on to the next action outwards.
    case ignored
  }
}
