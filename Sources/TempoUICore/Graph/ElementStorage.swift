/// A key for a value an element keeps between updates (internal), declared as an
/// `EnvironmentKey` is: a type whose ``defaultValue`` is what an element that never set it reads.
///
/// A primitive declares one key per thing it remembers (the last value an `.animation(_:value:)`
/// saw, a scroll view's offset), and reads and writes it through ``ElementStorage``.
protocol ElementStorageKey {
  /// The type of the value kept.
  associatedtype Value
  /// The value an element reads before anything was stored under this key.
  static var defaultValue: Value { get }
}

/// The values one element keeps between updates, each under its ``ElementStorageKey``
/// (internal).
///
/// An element keeps few such values (most keep none), so they are found by a linear search of
/// the keys' type identities; each lives in a box of its own type, which a write changes in
/// place (a value written again allocates nothing).
@MainActor
struct ElementStorage {
  private var entries: [(key: ObjectIdentifier, box: AnyObject)] = []

  /// The value under `key`, or the key's default value when none was stored.
  subscript<Key: ElementStorageKey>(key: Key.Type) -> Key.Value {
    get {
      if let box = box(of: key) { return box.value }
      return Key.defaultValue
    }
    set {
      if let box = box(of: key) {
        box.value = newValue
      } else {
        entries.append((ObjectIdentifier(key), StorageBox(newValue)))
      }
    }
  }

  /// The box of the value under `key`, if one was stored.
  private func box<Key: ElementStorageKey>(of key: Key.Type) -> StorageBox<Key.Value>? {
    let id = ObjectIdentifier(key)
    for entry in entries where entry.key == id {
      // The box was made for this key, so it holds a `Key.Value`.
      return unsafeDowncast(entry.box, to: StorageBox<Key.Value>.self)
    }
    return nil
  }

  /// Whether a value was stored under `key` (a default one is not).
  func contains<Key: ElementStorageKey>(_ key: Key.Type) -> Bool {
    let id = ObjectIdentifier(key)
    return entries.contains { $0.key == id }
  }
}

/// One stored value, in a box of its own type (internal): see ``ElementStorage``.
@MainActor
private final class StorageBox<Value> {
  var value: Value

  init(_ value: Value) { self.value = value }
}
