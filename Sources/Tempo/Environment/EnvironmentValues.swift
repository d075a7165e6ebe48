/// Values that flow down the scene: each node sees its parent's, with its own overrides on top.
///
/// Add a property as in SwiftUI: declare an ``EnvironmentKey`` and extend `EnvironmentValues`
/// with a computed property that reads and writes `self[Key.self]`.
public struct EnvironmentValues {
  // A persistent list, newest entry first, each key at most once (SwiftUI keeps its environment
  // as such a list too): setting a value prepends one entry and shares the rest, where a
  // dictionary was copied and re-hashed whole; a copy is one reference. The subscript is
  // inlinable, so a lookup from another module is specialised for its key, and an entry holds
  // its value typed: reading it is a bit cast, not a dynamic cast from `Any`.
  @usableFromInline var head: EnvironmentEntry?

  /// Creates an environment in which every key reads as its default value.
  public init() {}

  /// The value stored under `key`, or `K.defaultValue` if none is.
  @inlinable
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      guard let entry = head?.entry(for: ObjectIdentifier(key)) else { return K.defaultValue }
      // An entry under `K`'s identifier was made by this setter: it holds a `K.Value`.
      return unsafeDowncast(entry, to: TypedEnvironmentEntry<K.Value>.self).value
    }
    set {
      let identifier = ObjectIdentifier(key)
      head = TypedEnvironmentEntry(
        key: identifier, value: newValue, next: EnvironmentEntry.removing(identifier, from: head))
    }
  }

  /// Returns this environment with every value set in `overrides` replacing this one's.
  ///
  /// When `overrides` sets every key this environment has (a TempoUI view's node is given the
  /// view's whole environment, its parent's values included), the result is `overrides` itself:
  /// its storage is shared, not copied.
  package func merging(_ overrides: EnvironmentValues) -> EnvironmentValues {
    guard let head, let overridesHead = overrides.head else {
      return head == nil ? overrides : self
    }
    if overridesHead.contains(head) || head.allKeys(in: overridesHead) { return overrides }
    var result = self
    // Oldest first, so each override lands as it was set.
    for entry in overridesHead.entries.reversed() {
      result.head = entry.with(next: EnvironmentEntry.removing(entry.key, from: result.head))
    }
    return result
  }

  /// Whether no value has been set.
  package var isEmpty: Bool { head == nil }
}
