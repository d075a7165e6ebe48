/// The text of a field being edited and where its caret is (internal): typing inserts at the
/// caret, Backspace and Delete remove the character before or after it, the arrows, Home and
/// End move it.
struct FieldEditing: Equatable {
  /// The text.
  var text: String
  /// Where the caret is, in characters from the start (0 … `text.count`).
  var caret: Int

  /// `text` with the caret at `caret`, kept inside the text (at its end when `nil`).
  init(text: String, caret: Int? = nil) {
    self.text = text
    self.caret = min(max(caret ?? text.count, 0), text.count)
  }

  /// Inserts `typed` at the caret, the caret after it. A field is one line: line ends and
  /// other control characters in `typed` are left out (a tab included), as a single-line
  /// field on iOS and macOS drops them.
  mutating func insert(_ typed: String) {
    let kept = String(typed.filter { !$0.isNewline && !Self.isControl($0) })
    guard !kept.isEmpty else { return }
    let index = text.index(text.startIndex, offsetBy: caret)
    text.insert(contentsOf: kept, at: index)
    caret += kept.count
  }

  /// Applies an editing key; returns whether the key is one (a key that changes nothing, such
  /// as Backspace at the start, still is).
  mutating func apply(_ key: KeyEquivalent) -> Bool {
    switch key {
    case .delete:
      guard caret > 0 else { return true }
      text.remove(at: text.index(text.startIndex, offsetBy: caret - 1))
      caret -= 1
    case .deleteForward:
      guard caret < text.count else { return true }
      text.remove(at: text.index(text.startIndex, offsetBy: caret))
    case .leftArrow: caret = max(caret - 1, 0)
    case .rightArrow: caret = min(caret + 1, text.count)
    case .home, .upArrow: caret = 0
    case .end, .downArrow: caret = text.count
    default: return false
    }
    return true
  }

  /// Whether `character` is a control character (C0, DEL or C1).
  private static func isControl(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
  }
}
