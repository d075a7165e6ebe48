extension EnvironmentValues {
  /// Whether `other` holds the same keys with equal values (package): values compare with `==`
  /// when their type is `Equatable`, else only as the very same stored bytes. `false` can mean
  /// "not known to be equal" (a non-`Equatable` value set anew); never the reverse.
  package func isEqual(to other: EnvironmentValues) -> Bool {
    // Environments derived from one another hold their keys in one order and share their
    // oldest entries: they are walked side by side until the entries they share.
    var mine = head
    var theirs = other.head
    while let entry = mine, let otherEntry = theirs {
      if entry === otherEntry { return true }
      guard entry.key == otherEntry.key else { return Self.sameValues(entry, otherEntry) }
      guard entry.hasEqualValue(as: otherEntry) else { return false }
      (mine, theirs) = (entry.next, otherEntry.next)
    }
    return mine == nil && theirs == nil
  }

  /// Whether the lists from `first` and `second` (each key at most once in a list) have the
  /// same keys with equal values, in any order.
  private static func sameValues(_ first: EnvironmentEntry, _ second: EnvironmentEntry) -> Bool {
    guard first.count == second.count else { return false }
    var current: EnvironmentEntry? = first
    while let entry = current {
      guard let match = second.entry(for: entry.key), entry.hasEqualValue(as: match) else {
        return false
      }
      current = entry.next
    }
    return true
  }
}
