/// One value of an ``EnvironmentValues`` list and the entries set before it (internal,
/// immutable): the list's newest entry comes first.
@usableFromInline
class EnvironmentEntry {
  /// The key's type, as an identifier.
  @usableFromInline let key: ObjectIdentifier
  /// The entries set before this one.
  @usableFromInline let next: EnvironmentEntry?
  /// How many entries the list from this one holds.
  let count: Int

  init(key: ObjectIdentifier, next: EnvironmentEntry?) {
    self.key = key
    self.next = next
    count = (next?.count ?? 0) + 1
  }

  /// The entry under `key` in the list from this one, or `nil`.
  @inlinable final func entry(for key: ObjectIdentifier) -> EnvironmentEntry? {
    var entry: EnvironmentEntry? = self
    while let current = entry {
      if current.key == key { return current }
      entry = current.next
    }
    return nil
  }

  /// This entry's key and value in front of `next`.
  func with(next: EnvironmentEntry?) -> EnvironmentEntry {
    fatalError("EnvironmentEntry is abstract: TypedEnvironmentEntry overrides with(next:)")
  }

  /// Whether `other`, an entry under the same key, holds an equal value: the same bytes, or
  /// equal values of an `Equatable` type (`false` can mean "not known to be equal").
  func hasEqualValue(as other: EnvironmentEntry) -> Bool {
    fatalError("EnvironmentEntry is abstract: TypedEnvironmentEntry overrides hasEqualValue(as:)")
  }

  /// The list from `entry` without the entry under `key`: the entries before it are copied,
  /// the ones after it shared; the very same list when `key` is not in it.
  @usableFromInline
  static func removing(_ key: ObjectIdentifier, from entry: EnvironmentEntry?) -> EnvironmentEntry?
  {
    guard let entry else { return nil }
    if entry.key == key { return entry.next }
    let next = removing(key, from: entry.next)
    return next === entry.next ? entry : entry.with(next: next)
  }

  /// Whether `entry` is one of the entries of the list from this one.
  final func contains(_ entry: EnvironmentEntry) -> Bool {
    var current: EnvironmentEntry? = self
    while let candidate = current {
      if candidate === entry { return true }
      current = candidate.next
    }
    return false
  }

  /// Whether the list from `other` has a value under every key of the list from this one.
  final func allKeys(in other: EnvironmentEntry) -> Bool {
    guard count <= other.count else { return false }
    var current: EnvironmentEntry? = self
    while let entry = current {
      guard other.entry(for: entry.key) != nil else { return false }
      current = entry.next
    }
    return true
  }

  /// The entries of the list from this one, newest first.
  final var entries: [EnvironmentEntry] {
    var result: [EnvironmentEntry] = []
    var current: EnvironmentEntry? = self
    while let entry = current {
      result.append(entry)
      current = entry.next
    }
    return result
  }
}

/// An entry holding a value of type `Value` (internal).
@usableFromInline
final class TypedEnvironmentEntry<Value>: EnvironmentEntry {
  /// The value.
  @usableFromInline let value: Value

  @usableFromInline init(key: ObjectIdentifier, value: Value, next: EnvironmentEntry?) {
    self.value = value
    super.init(key: key, next: next)
  }

  override func with(next: EnvironmentEntry?) -> EnvironmentEntry {
    TypedEnvironmentEntry(key: key, value: value, next: next)
  }

  override func hasEqualValue(as other: EnvironmentEntry) -> Bool {
    // Entries under one key hold values of one type.
    let other = unsafeDowncast(other, to: TypedEnvironmentEntry<Value>.self)
    let sameBytes = withUnsafeBytes(of: value) { mine in
      withUnsafeBytes(of: other.value) { theirs in mine.bytesEqual(theirs) }
    }
    return sameBytes || ValueEquality.areEqual(value, other.value)
  }
}
