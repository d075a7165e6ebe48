@testable import Tempo
import Testing

@Suite("UnsafeRawBufferPointer.bytesEqual")
struct UnsafeRawBufferPointerBytesEqualTests {
  /// Whether `first` and `second` have equal bytes, by `bytesEqual`.
  private func bytesEqual(_ first: [UInt8], _ second: [UInt8]) -> Bool {
    first.withUnsafeBytes { mine in second.withUnsafeBytes { theirs in mine.bytesEqual(theirs) } }
  }

  @Test(
    "buffers of 0 to 19 equal bytes are equal; a difference in any one byte, in the 8-byte words or the tail, makes them unequal",
    arguments: 0..<20)
  func everyByteCounts(count: Int) {
    let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    #expect(bytesEqual(bytes, bytes))
    for index in 0..<count {
      var changed = bytes
      changed[index] ^= 0x80
      #expect(!bytesEqual(bytes, changed), "byte \(index)")
    }
  }

  @Test("buffers of different lengths are unequal, even when one starts with the other")
  func lengthsCount() {
    #expect(!bytesEqual([1, 2, 3], [1, 2, 3, 4]))
    #expect(!bytesEqual([], [0]))
  }
}
