import Tempo

/// SwiftUI's conversions between bindings: to an optional, from an optional, and to
/// `AnyHashable` (what `Picker`'s and `List`'s selections take).
extension Binding {
  /// A binding to `base`'s value as an optional; setting `nil` leaves `base` as it is, as
  /// SwiftUI's does.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(
      get: { Optional(base.getValue()) },
      set: { value, transaction in
        if let value { base.setValue(value, transaction) }
      }, source: nil)
    self.transaction = base.transaction
  }

  /// A binding to `base`'s unwrapped value, or `nil` when `base` holds `nil` now; should `base`
  /// become `nil` later, the binding keeps giving the last value it read, as SwiftUI's does.
  public init?(_ base: Binding<Value?>) {
    guard let initial = base.getValue() else { return nil }
    let last = LastValue(initial)
    self.init(
      get: {
        if let value = base.getValue() { last.value = value }
        return last.value
      },
      set: { value, transaction in
        last.value = value
        base.setValue(value, transaction)
      }, source: nil)
    self.transaction = base.transaction
  }

  /// A binding to `base`'s value as an `AnyHashable`; a new value of another type than `V` is
  /// ignored.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(
      get: { AnyHashable(base.getValue()) },
      set: { value, transaction in
        if let value = value.base as? V { base.setValue(value, transaction) }
      }, source: nil)
    self.transaction = base.transaction
  }
}

/// The last value an unwrapping binding read (internal).
private final class LastValue<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
