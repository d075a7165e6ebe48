import Testing

@testable import TempoUICore

@Suite("Editing a field's text at its caret")
struct FieldEditingTests {
  @Test("a caret past the end or before the start is kept inside the text; nil is the end")
  func caretClamped() {
    #expect(FieldEditing(text: "abc", caret: 7).caret == 3)
    #expect(FieldEditing(text: "abc", caret: -2).caret == 0)
    #expect(FieldEditing(text: "abc").caret == 3)
  }

  @Test("typing inserts at the caret and moves the caret past what was typed")
  func insertAtCaret() {
    var editing = FieldEditing(text: "held", caret: 2)
    editing.insert("Wor")
    #expect(editing == FieldEditing(text: "heWorld", caret: 5))
  }

  @Test("line ends, tabs and other control characters are left out of typed text")
  func controlCharactersDropped() {
    var editing = FieldEditing(text: "")
    editing.insert("a\nb\tc\u{7F}d\r\n")
    #expect(editing == FieldEditing(text: "abcd", caret: 4))
  }

  @Test("a character made of several scalars (é as e + U+0301, a flag) moves the caret by one")
  func graphemesCountOnce() {
    var editing = FieldEditing(text: "")
    editing.insert("e\u{301}🇫🇷")
    #expect(editing.caret == 2)
    #expect(key(.delete, takenBy: &editing))
    #expect(editing == FieldEditing(text: "e\u{301}", caret: 1))
  }

  @Test("Backspace removes the character before the caret, and at the start does nothing")
  func backspace() {
    var editing = FieldEditing(text: "abc", caret: 2)
    #expect(key(.delete, takenBy: &editing))
    #expect(editing == FieldEditing(text: "ac", caret: 1))
    var atStart = FieldEditing(text: "abc", caret: 0)
    #expect(key(.delete, takenBy: &atStart))
    #expect(atStart == FieldEditing(text: "abc", caret: 0))
  }

  @Test("Delete removes the character after the caret, and at the end does nothing")
  func deleteForward() {
    var editing = FieldEditing(text: "abc", caret: 1)
    #expect(key(.deleteForward, takenBy: &editing))
    #expect(editing == FieldEditing(text: "ac", caret: 1))
    var atEnd = FieldEditing(text: "abc")
    #expect(key(.deleteForward, takenBy: &atEnd))
    #expect(atEnd == FieldEditing(text: "abc", caret: 3))
  }

  @Test("← and → move by one character within the text; Home and ↑ to 0, End and ↓ to the end")
  func caretKeys() {
    var editing = FieldEditing(text: "abc", caret: 1)
    #expect(caret(after: .leftArrow, on: &editing) == 0)
    #expect(caret(after: .leftArrow, on: &editing) == 0)
    #expect(caret(after: .end, on: &editing) == 3)
    #expect(caret(after: .rightArrow, on: &editing) == 3)
    #expect(caret(after: .home, on: &editing) == 0)
    #expect(caret(after: .downArrow, on: &editing) == 3)
    #expect(caret(after: .upArrow, on: &editing) == 0)
  }

  @Test("a key that is not an editing key (a letter, Return, Escape) is not taken")
  func otherKeys() {
    var editing = FieldEditing(text: "abc")
    #expect(!key("x", takenBy: &editing))
    #expect(!key(.return, takenBy: &editing))
    #expect(!key(.escape, takenBy: &editing))
    #expect(editing == FieldEditing(text: "abc"))
  }

  /// Applies `key` to `editing`; whether it was taken.
  private func key(_ key: KeyEquivalent, takenBy editing: inout FieldEditing) -> Bool {
    editing.apply(key)
  }

  /// Applies `key` to `editing` (which must take it); the caret after it, or -1 if not taken.
  private func caret(after key: KeyEquivalent, on editing: inout FieldEditing) -> Int {
    editing.apply(key) ? editing.caret : -1
  }
}
