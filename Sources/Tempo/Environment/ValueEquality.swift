/// How two type-erased values of one dynamic type compare (package): with `==` when the type
/// is `Equatable`, found once per type and remembered, so comparing costs two casts to the
/// concrete type rather than a conformance lookup each time.
package enum ValueEquality {
  /// Compares two values of the type it was made for; `false` for values of other types.
  package protocol Comparator: Sendable {
    /// Whether `first` and `second` are values of the comparator's type that are equal.
    func callAsFunction(_ first: Any, _ second: Any) -> Bool
    /// Whether the values at `first` and `second`, both of the comparator's type, are equal
    /// (no boxing into `Any`, no type checks: the caller knows the type).
    func equal(at first: UnsafeRawPointer, _ second: UnsafeRawPointer) -> Bool
  }

  /// The comparator for one `Equatable` type.
  private struct Equality<Value: Equatable>: Comparator {
    func callAsFunction(_ first: Any, _ second: Any) -> Bool {
      guard type(of: first) == Value.self, type(of: second) == Value.self else { return false }
      return Self.value(of: first) == Self.value(of: second)
    }

    func equal(at first: UnsafeRawPointer, _ second: UnsafeRawPointer) -> Bool {
      first.assumingMemoryBound(to: Value.self).pointee
        == second.assumingMemoryBound(to: Value.self).pointee
    }

    /// The value inside `any`, whose type is `Value`: opened, not cast (a dynamic cast from
    /// `Any` searches its way to the type on every call).
    private static func value(of any: Any) -> Value {
      func open<Opened>(_ value: Opened) -> Value { unsafeBitCast(value, to: Value.self) }
      return _openExistential(any, do: open)
    }
  }

  /// The comparators found so far, by type (`nil`: the type is not `Equatable`).
  private static let comparators = LockedValue<[ObjectIdentifier: (any Comparator)?]>([:])

  /// The comparator for values of `type`, or `nil` when `type` is not `Equatable`.
  package static func comparator(for type: Any.Type) -> (any Comparator)? {
    let key = ObjectIdentifier(type)
    if let known = comparators.withLock({ $0[key] }) { return known }
    let made = make(for: type)
    comparators.withLock { $0[key] = .some(made) }
    return made
  }

  /// Whether `first` and `second` are equal: `==` when `Value` is `Equatable`, else `false`.
  /// Plain data (no references: numbers, colours, fonts) is compared by its bytes, without
  /// looking its comparator up: equal bytes are equal values, and different bytes are taken as
  /// different (`false` may mean "not known to be equal": `-0.0` and `0.0` differ here).
  package static func areEqual<Value>(_ first: Value, _ second: Value) -> Bool {
    if _isPOD(Value.self) {
      return withUnsafeBytes(of: first) { mine in
        withUnsafeBytes(of: second) { theirs in mine.bytesEqual(theirs) }
      }
    }
    guard let comparator = comparator(for: Value.self) else { return false }
    return withUnsafePointer(to: first) { first in
      withUnsafePointer(to: second) { second in comparator.equal(at: first, second) }
    }
  }

  private static func make(for type: Any.Type) -> (any Comparator)? {
    guard let equatable = type as? any Equatable.Type else { return nil }
    func comparing<Value: Equatable>(_: Value.Type) -> any Comparator { Equality<Value>() }
    return comparing(equatable)
  }
}
