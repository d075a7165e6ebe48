extension EnvironmentValues {
  /// Whether `other` holds the same keys with equal values (package): values compare with `==`
  /// when their type is `Equatable`, else only as the very same stored bytes. `false` can mean
  /// "not known to be equal" (a non-`Equatable` value set anew); never the reverse.
  package func isEqual(to other: EnvironmentValues) -> Bool {
    guard values.count == other.values.count else { return false }
    // Environments copied from one another keep their keys in one order: each key is first
    // looked for at the same place in `other`, and hashed only when it is not there.
    var otherIndex = other.values.startIndex
    for (key, value) in values {
      let (otherKey, positional) = other.values[otherIndex]
      other.values.formIndex(after: &otherIndex)
      if otherKey == key {
        guard Self.isEqual(value, positional) else { return false }
      } else {
        guard let otherValue = other.values[key], Self.isEqual(value, otherValue) else {
          return false
        }
      }
    }
    return true
  }

  /// Whether two stored values are equal: the same container bytes (type, and inline value or
  /// box: an entry a copy of the environment did not touch shares its box with the original),
  /// values of one `Equatable` type that compare equal, or values of another type with the
  /// same bytes.
  private static func isEqual(_ first: Any, _ second: Any) -> Bool {
    let sameContainer = withUnsafeBytes(of: first) { mine in
      withUnsafeBytes(of: second) { theirs in mine.bytesEqual(theirs) }
    }
    if sameContainer { return true }
    let type = Swift.type(of: first)
    guard type == Swift.type(of: second) else { return false }
    if let equal = ValueEquality.comparator(for: type) { return equal(first, second) }
    func sameBytes<Value>(_ first: Value) -> Bool {
      guard let second = second as? Value else { return false }
      return withUnsafeBytes(of: first) { mine in
        withUnsafeBytes(of: second) { theirs in mine.bytesEqual(theirs) }
      }
    }
    return _openExistential(first, do: sameBytes)
  }
}
