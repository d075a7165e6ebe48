/// The keys an ``InputEvent`` reports; other keys are not reported.
public enum Key: Hashable, Sendable {
  /// A digit key, main row or keypad, 0…9.
  case digit(Int)
  /// A letter key, as its lower-case ASCII letter a…z.
  case letter(Character)
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// Return or the keypad's Enter.
  case `return`
  /// The space bar.
  case space
  /// Escape.
  case escape
  /// Backspace: deletes the character before the caret.
  case backspace
  /// Delete (forward delete): deletes the character after the caret.
  case deleteForward
  /// Tab.
  case tab
  /// Home.
  case home
  /// End.
  case end
}
