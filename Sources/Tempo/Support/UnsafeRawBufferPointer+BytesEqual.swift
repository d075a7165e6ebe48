extension UnsafeRawBufferPointer {
  /// Whether `other` holds the same bytes as this buffer (package): as long, and equal byte
  /// for byte. Compares eight bytes at a time, which the generic `elementsEqual` does not.
  @inlinable
  package func bytesEqual(_ other: UnsafeRawBufferPointer) -> Bool {
    guard count == other.count else { return false }
    guard let mine = baseAddress, let theirs = other.baseAddress else { return true }
    var offset = 0
    while offset + 8 <= count {
      guard
        mine.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == theirs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset += 8
    }
    while offset < count {
      guard
        mine.load(fromByteOffset: offset, as: UInt8.self)
          == theirs.load(fromByteOffset: offset, as: UInt8.self)
      else { return false }
      offset += 1
    }
    return true
  }
}
