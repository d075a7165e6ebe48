import Foundation
import TempoUICore
import Testing

/// SwiftUI's `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`, with the offsets
/// `onDelete` and `onMove` hand over (the destination is an offset in the original
/// collection: the moved elements go before the element that was there).
@Suite("Collection offsets")
struct IndexSetOffsetsTests {
  @Test("remove(atOffsets:) removes those positions and keeps the others in order")
  func remove() {
    var letters = ["a", "b", "c", "d", "e"]
    letters.remove(atOffsets: [1, 3])
    #expect(letters == ["a", "c", "e"])
    letters.remove(atOffsets: [])
    #expect(letters == ["a", "c", "e"])
  }

  @Test("move down: [a b c d], a to offset 3 gives [b c a d]")
  func moveDown() {
    var letters = ["a", "b", "c", "d"]
    letters.move(fromOffsets: [0], toOffset: 3)
    #expect(letters == ["b", "c", "a", "d"])
  }

  @Test("move up, to the end, several at once")
  func moveOthers() {
    var up = ["a", "b", "c", "d"]
    up.move(fromOffsets: [3], toOffset: 1)
    #expect(up == ["a", "d", "b", "c"])
    var end = ["a", "b", "c", "d"]
    end.move(fromOffsets: [0], toOffset: 4)
    #expect(end == ["b", "c", "d", "a"])
    var several = ["a", "b", "c", "d", "e"]
    several.move(fromOffsets: [0, 2], toOffset: 4)
    #expect(several == ["b", "d", "a", "c", "e"])
    var inPlace = ["a", "b", "c"]
    inPlace.move(fromOffsets: [1], toOffset: 1)
    #expect(inPlace == ["a", "b", "c"])
  }
}
