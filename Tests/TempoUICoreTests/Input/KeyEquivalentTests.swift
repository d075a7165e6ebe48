import TempoUICore
import Testing

/// SwiftUI's key equivalents: a character each, the arrows AppKit's function-key characters.
@Suite("KeyEquivalent")
struct KeyEquivalentTests {
  @Test("the arrows are U+F700 (up), U+F701 (down), U+F702 (left), U+F703 (right)")
  func arrows() {
    #expect(KeyEquivalent.upArrow.character == "\u{F700}")
    #expect(KeyEquivalent.downArrow.character == "\u{F701}")
    #expect(KeyEquivalent.leftArrow.character == "\u{F702}")
    #expect(KeyEquivalent.rightArrow.character == "\u{F703}")
  }

  @Test("escape, return, space, tab and delete are U+001B, CR, a space, a tab and U+0008")
  func controlKeys() {
    #expect(KeyEquivalent.escape.character == "\u{1B}")
    #expect(KeyEquivalent.return.character == "\r")
    #expect(KeyEquivalent.space.character == " ")
    #expect(KeyEquivalent.tab.character == "\t")
    #expect(KeyEquivalent.delete.character == "\u{8}")
  }

  @Test("a one-character literal is the key of that character")
  func literal() {
    let key: KeyEquivalent = "q"
    #expect(key == KeyEquivalent("q"))
    #expect(key != "Q")
  }
}
