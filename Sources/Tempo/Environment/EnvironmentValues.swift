/// Values that flow down the scene: each node sees its parent's, with its own overrides on top.
///
/// Add a property as in SwiftUI: declare an ``EnvironmentKey`` and extend `EnvironmentValues`
/// with a computed property that reads and writes `self[Key.self]`.
public struct EnvironmentValues {
  // Inlinable, so a lookup from another module is specialised for its key (no generic
  // metadata work and no unspecialised casts on every read).
  @usableFromInline var values: [ObjectIdentifier: Any] = [:]

  /// Creates an environment in which every key reads as its default value.
  public init() {}

  /// The value stored under `key`, or `K.defaultValue` if none is.
  @inlinable
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// Returns this environment with every value set in `overrides` replacing this one's.
  ///
  /// When `overrides` sets every key this environment has (a TempoUI view's node is given the
  /// view's whole environment, its parent's values included), the result is `overrides` itself:
  /// its storage is shared, not copied and re-hashed.
  package func merging(_ overrides: EnvironmentValues) -> EnvironmentValues {
    if values.count <= overrides.values.count,
      values.keys.allSatisfy({ overrides.values.index(forKey: $0) != nil })
    {
      return overrides
    }
    var result = self
    result.values.merge(overrides.values) { _, new in new }
    return result
  }

  /// Whether no value has been set.
  package var isEmpty: Bool { values.isEmpty }
}
