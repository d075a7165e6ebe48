import TempoRender
import TempoSDL
import Testing

@testable import TempoUI

/// The runner's keys as SwiftUI key equivalents.
@Suite("KeyEquivalent from a window's key")
struct KeyEquivalentKeyTests {
  @Test("digits and letters are their characters; arrows, return, space, escape SwiftUI's keys")
  func mapping() {
    #expect(KeyEquivalent(Key.digit(3)) == "3")
    #expect(KeyEquivalent(Key.letter("q")) == "q")
    #expect(KeyEquivalent(Key.left) == .leftArrow)
    #expect(KeyEquivalent(Key.right) == .rightArrow)
    #expect(KeyEquivalent(Key.up) == .upArrow)
    #expect(KeyEquivalent(Key.down) == .downArrow)
    #expect(KeyEquivalent(Key.return) == .return)
    #expect(KeyEquivalent(Key.space) == .space)
    #expect(KeyEquivalent(Key.escape) == .escape)
  }
}
