/// A key for a value stored in an ``AnimationState``.
public protocol AnimationStateKey {
  /// The type of the stored value.
  associatedtype Value
  /// The value read for this key before anything is stored.
  static var defaultValue: Value { get }
}
