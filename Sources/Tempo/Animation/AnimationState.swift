/// The state a custom animation keeps between frames, stored under ``AnimationStateKey`` types.
///
/// A value type: copies are independent. Storage is copy-on-write per key, so an animation that
/// updates its own state every frame does not allocate.
public struct AnimationState<Value: VectorArithmetic> {
  private var entries: [(key: ObjectIdentifier, box: AnyStateBox)] = []

  /// Creates an empty state: every key reads as its default value.
  public init() {}

  /// The value stored under `key`, or `K.defaultValue` if none is.
  public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
    get {
      let id = ObjectIdentifier(key)
      for entry in entries where entry.key == id {
        return unsafeDowncast(entry.box, to: StateBox<K.Value>.self).value
      }
      return K.defaultValue
    }
    set {
      let id = ObjectIdentifier(key)
      for index in entries.indices where entries[index].key == id {
        if isKnownUniquelyReferenced(&entries[index].box) {
          unsafeDowncast(entries[index].box, to: StateBox<K.Value>.self).value = newValue
        } else {
          entries[index].box = StateBox(newValue)
        }
        return
      }
      entries.append((id, StateBox(newValue)))
    }
  }
}

/// The type-erased storage of one state value.
class AnyStateBox {}

/// The storage of one state value of type `T`.
final class StateBox<T>: AnyStateBox {
  var value: T
  init(_ value: T) { self.value = value }
}
