extension Transaction {
  /// Whether `other` carries the very same things (package): the same custom values' storage,
  /// the same animation box, the same flags and the same completions' storage. Compared field
  /// by field, where comparing the struct's bytes would also compare its padding.
  package func isIdentical(to other: Transaction) -> Bool {
    Self.sameStorage(values, other.values) && Self.sameStorage(completions, other.completions)
      && storedAnimation?.box === other.storedAnimation?.box
      && (storedAnimation == nil) == (other.storedAnimation == nil)
      && setsAnimation == other.setsAnimation
      && storedDisablesAnimations == other.storedDisablesAnimations
      && storedIsContinuous == other.storedIsContinuous
      && storedTracksVelocity == other.storedTracksVelocity
  }

  /// Whether two collections share their storage (a collection is one reference).
  private static func sameStorage<C>(_ first: C, _ second: C) -> Bool {
    withUnsafeBytes(of: first) { mine in
      withUnsafeBytes(of: second) { theirs in mine.bytesEqual(theirs) }
    }
  }
}
