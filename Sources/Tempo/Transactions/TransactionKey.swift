/// A key for a custom value carried by a ``Transaction``.
public protocol TransactionKey {
  /// The type of the carried value.
  associatedtype Value
  /// The value read for this key when the transaction does not carry one.
  static var defaultValue: Value { get }
}
