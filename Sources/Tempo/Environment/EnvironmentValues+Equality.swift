extension EnvironmentValues {
  /// Whether `other` holds the same keys with equal values (package): values compare with `==`
  /// when their type is `Equatable`, else only as the very same stored bytes. `false` can mean
  /// "not known to be equal" (a non-`Equatable` value set anew); never the reverse.
  package func isEqual(to other: EnvironmentValues) -> Bool {
    guard values.count == other.values.count else { return false }
    for (key, value) in values {
      guard let otherValue = other.values[key], Self.isEqual(value, otherValue) else {
        return false
      }
    }
    return true
  }

  /// Whether two stored values are equal: values of one type with the same bytes, or equal
  /// `Equatable` values.
  private static func isEqual(_ first: Any, _ second: Any) -> Bool {
    // The same container bytes (type, and inline value or box) are the same value: an entry a
    // copy of the environment did not touch shares its box with the original.
    let sameContainer = withUnsafeBytes(of: first) { mine in
      withUnsafeBytes(of: second) { theirs in mine.elementsEqual(theirs) }
    }
    if sameContainer { return true }
    func compare<Value>(_ first: Value) -> Bool {
      guard let second = second as? Value else { return false }
      let sameBytes = withUnsafeBytes(of: first) { mine in
        withUnsafeBytes(of: second) { theirs in mine.elementsEqual(theirs) }
      }
      if sameBytes { return true }
      guard let first = first as? any Equatable else { return false }
      return first.isEqual(toAny: second)
    }
    return _openExistential(first, do: compare)
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(toAny other: Any) -> Bool {
    (other as? Self) == self
  }
}
