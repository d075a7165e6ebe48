/// How two type-erased values of one dynamic type compare (package): with `==` when the type
/// is `Equatable`, found once per type and remembered, so comparing costs two casts to the
/// concrete type rather than a conformance lookup each time.
package enum ValueEquality {
  /// Compares two values of the type it was made for; `false` for values of other types.
  package protocol Comparator: Sendable {
    /// Whether `first` and `second` are values of the comparator's type that are equal.
    func callAsFunction(_ first: Any, _ second: Any) -> Bool
  }

  /// The comparator for one `Equatable` type.
  private struct Equality<Value: Equatable>: Comparator {
    func callAsFunction(_ first: Any, _ second: Any) -> Bool {
      guard type(of: first) == Value.self, type(of: second) == Value.self else { return false }
      return Self.value(of: first) == Self.value(of: second)
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

  private static func make(for type: Any.Type) -> (any Comparator)? {
    guard let equatable = type as? any Equatable.Type else { return nil }
    func comparing<Value: Equatable>(_: Value.Type) -> any Comparator { Equality<Value>() }
    return comparing(equatable)
  }
}
