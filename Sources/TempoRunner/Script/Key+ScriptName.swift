import TempoRender
import TempoSDL

extension Key {
  /// The key a script names: a digit, a letter, or left, right, up, down, return (enter),
  /// space, escape (esc), backspace, delete (del: forward delete), tab, home, end; case is
  /// ignored.
  public init?(scriptName: String) {
    let name = scriptName.lowercased()
    switch name {
    case "left": self = .left
    case "right": self = .right
    case "up": self = .up
    case "down": self = .down
    case "return", "enter": self = .return
    case "space": self = .space
    case "escape", "esc": self = .escape
    case "backspace": self = .backspace
    case "delete", "del": self = .deleteForward
    case "tab": self = .tab
    case "home": self = .home
    case "end": self = .end
    default:
      guard name.count == 1, let character = name.first else { return nil }
      if let digit = character.wholeNumberValue, character.isASCII {
        self = .digit(digit)
      } else if character.isASCII, character.isLetter {
        self = .letter(character)
      } else {
        return nil
      }
    }
  }

  /// The names a script may use, for messages and help.
  public static let scriptNames =
    "0-9, a-z, left, right, up, down, return, space, escape, backspace, delete, tab, home, end"
}
