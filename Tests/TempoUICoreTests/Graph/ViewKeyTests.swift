@testable import TempoUICore
import Testing

/// A child's identity: positions and `Int` ids are one kind of key, other values another, and
/// keys that are equal hash alike.
@Suite("ViewKey")
struct ViewKeyTests {
  @Test("the position 3, the Int id 3 and an AnyHashable of 3 are one identity, with one hash")
  func integersAreOneIdentity() {
    let position: ViewKey = 3
    #expect(ViewKey(position: 3) == position)
    #expect(ViewKey(3) == position)
    #expect(ViewKey(AnyHashable(3)) == position)
    #expect(ViewKey(AnyHashable(3)).hashValue == position.hashValue)
  }

  @Test("different positions, a string \"3\" and the position 3 are different identities")
  func differentValuesDiffer() {
    let position: ViewKey = 3
    #expect(ViewKey(position: 4) != position)
    #expect(ViewKey("3") != position)
    #expect(ViewKey(AnyHashable("3")) == ViewKey("3"))
  }

  @Test(
    "keys of other hashable values compare as the values do: equal ids match, different ones do not"
  )
  func valuesCompareAsValues() {
    struct RowID: Hashable { let name: String }
    #expect(ViewKey(RowID(name: "a")) == ViewKey(RowID(name: "a")))
    #expect(ViewKey(RowID(name: "a")) != ViewKey(RowID(name: "b")))
    #expect(ViewKey(RowID(name: "a")).hashValue == ViewKey(RowID(name: "a")).hashValue)
    #expect(Set([ViewKey(RowID(name: "a")), ViewKey(RowID(name: "a")), 1, 1]).count == 2)
  }

  @Test("equal keys have equal match hashes: the position 3, the Int id 3 and an AnyHashable of 3")
  func equalKeysMatchHashAlike() {
    let position: ViewKey = 3
    #expect(ViewKey(3).matchHash == position.matchHash)
    #expect(ViewKey(AnyHashable(3)).matchHash == position.matchHash)
    struct RowID: Hashable { let name: String }
    #expect(ViewKey(RowID(name: "a")).matchHash == ViewKey(RowID(name: "a")).matchHash)
  }

  @Test("ids differing only in high bits (multiples of 1,024) spread over 128 slots by low bits")
  func integerMatchHashesSpreadOverLowBits() {
    let slots = Set((0..<128).map { ViewKey($0 * 1_024).matchHash & 127 })
    // 128 ids thrown at random into 128 slots fill about 128 × (1 − 1/e) ≈ 81 of them; an
    // unmixed id would fill one.
    #expect(slots.count > 60)
  }
}
