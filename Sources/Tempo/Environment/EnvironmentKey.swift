/// A key for a value stored in ``EnvironmentValues``.
public protocol EnvironmentKey {
  /// The type of the stored value.
  associatedtype Value
  /// The value read for this key when nothing up the tree has set it.
  static var defaultValue: Value { get }
}
