import TempoRender
import TempoUICore

extension KeyEquivalent {
  /// The key equivalent of a window's (or a script's) key.
  package init(_ key: Key) {
    switch key {
    case .digit(let digit): self.init(Character(String(digit)))
    case .letter(let letter): self.init(letter)
    case .left: self = .leftArrow
    case .right: self = .rightArrow
    case .up: self = .upArrow
    case .down: self = .downArrow
    case .return: self = .return
    case .space: self = .space
    case .escape: self = .escape
    case .backspace: self = .delete
    case .deleteForward: self = .deleteForward
    case .tab: self = .tab
    case .home: self = .home
    case .end: self = .end
    }
  }
}
