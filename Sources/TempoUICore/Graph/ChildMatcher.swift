import TempoScene

/// Finds mounted children by identity while a new child list is matched against them
/// (internal): a short list is searched in order, a long one through a dictionary, so matching
/// n children costs O(n) rather than O(n²).
@MainActor
struct ChildMatcher {
  /// Lists at most this long are searched in order.
  static let linearLimit = 8

  /// A child's identity with its key's hash computed once: hashing it hashes an `Int`, and
  /// comparing two compares the hashes before the keys.
  private struct Identity: Hashable {
    var key: ViewKey
    var keyHash: Int
    var type: ObjectIdentifier

    static func == (first: Identity, second: Identity) -> Bool {
      first.keyHash == second.keyHash && first.type == second.type && first.key == second.key
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(keyHash)
      hasher.combine(type)
    }
  }

  private var children: [Element?]
  /// Where each identity is (a long list only; of repeated identities, the first).
  private var indices: [Identity: Int]?
  /// The index after the child taken last.
  private var nextIndex = 0

  /// Prepares to match against `children`, in order.
  init(_ children: [Element]) {
    // Loops, not closures: a main-actor closure called by `map` checks the executor each call.
    var optionals: [Element?] = []
    optionals.reserveCapacity(children.count)
    for child in children { optionals.append(child) }
    self.children = optionals
    guard children.count > Self.linearLimit else { return }
    var indices: [Identity: Int] = [:]
    indices.reserveCapacity(children.count)
    // Backwards, so of repeated identities the first one's index is the one left.
    for index in children.indices.reversed() {
      let child = children[index]
      indices[Identity(key: child.key, keyHash: child.keyHash, type: child.viewType)] = index
    }
    self.indices = indices
  }

  /// Takes the first child not yet taken with this key and view type, or `nil`.
  mutating func take(key: ViewKey, type: ObjectIdentifier) -> Element? {
    let index: Int?
    // Children mostly keep their places: the one after the last taken is tried first. The key
    // is hashed only for the dictionary of a long list (a matched child's hash is its own).
    if nextIndex < children.count, let next = children[nextIndex], next.viewType == type,
      next.key == key
    {
      index = nextIndex
      if indices != nil { indices?[Identity(key: key, keyHash: next.keyHash, type: type)] = nil }
    } else if indices != nil {
      index = indices?.removeValue(forKey: Identity(key: key, keyHash: key.hashValue, type: type))
    } else {
      index = children.firstIndex { $0?.viewType == type && $0?.key == key }
    }
    guard let index, let element = children[index] else { return nil }
    children[index] = nil
    nextIndex = index + 1
    return element
  }

  /// The children not taken, in order.
  var remaining: [Element] {
    var result: [Element] = []
    for case let child? in children { result.append(child) }
    return result
  }
}
