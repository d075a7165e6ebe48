import Foundation

/// Keyboard input (SwiftUI's `onKeyPress` family).
///
/// TempoUI has no focus system yet: the window hands each key event to every `onKeyPress`
/// action in the view tree, innermost first (a view's actions before those of the views around
/// it, the views of a container in order, and of one view's several `onKeyPress` modifiers the
/// one written first), until one returns `.handled`. An action that returns `.ignored` lets
/// the event go on outwards, as in SwiftUI.
extension View {
  /// Runs `action` when `key` goes down or repeats.
  public func onKeyPress(
    _ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result
  ) -> some View {
    onKeyPress(keys: [key], phases: [.down, .repeat]) { _ in action() }
  }

  /// Runs `action` for the events of `key` in `phases`.
  public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases,
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    onKeyPress(keys: [key], phases: phases, action: action)
  }

  /// Runs `action` for the events of any of `keys` in `phases` (down and repeat by default).
  public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    KeyPressHandler(content: self) { press in
      guard keys.contains(press.key), phases.contains(press.phase) else { return nil }
      return action(press)
    }
  }

  /// Runs `action` for the events in `phases` of a key that types a character of `characters`.
  public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    KeyPressHandler(content: self) { press in
      guard phases.contains(press.phase), !press.characters.isEmpty,
        press.characters.unicodeScalars.allSatisfy(characters.contains)
      else { return nil }
      return action(press)
    }
  }

  /// Runs `action` for the events of every key in `phases` (down and repeat by default).
  public func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    KeyPressHandler(content: self) { press in
      phases.contains(press.phase) ? action(press) : nil
    }
  }
}
