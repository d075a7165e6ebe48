import Tempo
import TempoScene

/// A reference to a value owned elsewhere, read and written through closures (SwiftUI's
/// `Binding`).
///
/// As SwiftUI's, its value and its members' bindings are read and written without actor
/// isolation (the closures run where the binding is used); a binding is not `Sendable`, so it
/// stays in the isolation domain that made it, the main actor for a `@State`'s.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
  /// Reads the value (internal: the conversions in `Binding+Conversions.swift` use it too).
  let getValue: () -> Value
  /// Writes the value under a transaction.
  let setValue: (Value, Transaction) -> Void
  /// The transaction a write through this binding uses when none is current.
  public var transaction = Transaction()
  /// Where the value lives, when known (a `@State`'s projection and the bindings derived from
  /// it): two bindings with one source are the same input to a view (``BindingSource``).
  let source: BindingSource?

  /// Creates a binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getValue = get
    setValue = { value, _ in set(value) }
    source = nil
  }

  /// Creates a binding to the value in `source` (internal).
  init(
    get: @escaping () -> Value,
    set: @escaping (Value, Transaction) -> Void, source: BindingSource?
  ) {
    getValue = get
    setValue = set
    self.source = source
  }

  /// Creates a binding whose setter also receives the transaction of the write.
  public init(
    get: @escaping () -> Value,
    set: @escaping (Value, Transaction) -> Void
  ) {
    getValue = get
    setValue = set
    source = nil
  }

  /// A binding to the wrapped value of `projectedValue`'s binding.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    nonisolated(unsafe) let value = value
    return Binding(get: { value }, set: { _ in })
  }

  /// The value; setting it writes through under the current transaction (or this binding's).
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set {
      let current = Transaction.current
      setValue(
        newValue, current.animation == nil && transaction.animation != nil ? transaction : current)
    }
  }

  /// The binding itself, for `$` syntax.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let base = self
    return Binding<Subject>(
      get: { base.wrappedValue[keyPath: keyPath] },
      set: { value, transaction in
        var whole = base.wrappedValue
        whole[keyPath: keyPath] = value
        base.setValue(whole, transaction)
      }, source: source?.appending(keyPath) ?? nil)
  }

  /// A binding that writes with `animation`.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var copy = self
    copy.transaction.animation = animation
    return copy
  }

  /// A binding that writes with `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var copy = self
    copy.transaction = transaction
    return copy
  }
}
