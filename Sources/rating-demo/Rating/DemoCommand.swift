import TempoSDL

/// What a key press or script line asks the demo to do.
enum DemoCommand: Equatable {
  /// Rate n stars, as a click on star n does.
  case select(Int)
  /// Move the keyboard focus left (−1) or right (+1).
  case moveFocus(Int)
  /// Rate the focused star.
  case selectFocused
  /// Pause or resume every animation.
  case togglePause
  /// Toggle slow motion (animations at 1/10 speed).
  case toggleSlowMotion
  /// Quit.
  case quit

  /// The command for a key, or nil for a key the demo ignores: 1–5 rate, ←/→ move the focus,
  /// Enter rates it, Space pauses, S toggles slow motion, Esc and Q quit.
  init?(_ key: Key) {
    switch key {
    case .digit(let digit) where (1...5).contains(digit): self = .select(digit)
    case .left: self = .moveFocus(-1)
    case .right: self = .moveFocus(1)
    case .return: self = .selectFocused
    case .space: self = .togglePause
    case .letter("s"): self = .toggleSlowMotion
    case .escape, .letter("q"): self = .quit
    default: return nil
    }
  }
}

extension RatingDemo {
  /// Carries out `command`; returns `false` for `.quit`.
  func perform(_ command: DemoCommand) -> Bool {
    switch command {
    case .select(let rating): select(rating)
    case .moveFocus(let step): moveFocus(by: step)
    case .selectFocused: selectFocused()
    case .togglePause: isPaused.toggle()
    case .toggleSlowMotion: isSlowMotion.toggle()
    case .quit: return false
    }
    return true
  }

  /// Whether animations run at 1/10 speed (and the popup stays 10 s).
  var isSlowMotion: Bool {
    get { scene.environment.animationSpeed < 1 }
    set { scene.setEnvironment(\.animationSpeed, newValue ? 0.1 : 1) }
  }
}
