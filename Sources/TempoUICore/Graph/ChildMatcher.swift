import TempoScene

/// Finds mounted children by identity while a new child list is matched against them
/// (internal): a short list is searched in order, a long one through a hash table, so matching
/// n children costs O(n) rather than O(n²).
@MainActor
struct ChildMatcher {
  /// Lists at most this long are searched in order.
  static let linearLimit = 8

  private var children: [Element?]
  /// Where the children are by their keys' hashes (a long list only): an open-addressed table
  /// of child indices plus one (0: an empty slot), probed linearly from the hash. A key's hash
  /// (``ViewKey/matchHash``) is already mixed, so the table uses it as it is, where a
  /// `Dictionary` hashed it again.
  /// Taken children stay in the table and are skipped (their places in ``children`` are empty).
  private var slots: [Int32] = []
  /// The number of slots less one (a power of two less one).
  private var mask = 0
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
    var capacity = 16
    while capacity < children.count * 2 { capacity *= 2 }
    mask = capacity - 1
    slots = [Int32](repeating: 0, count: capacity)
    // In order: of repeated identities (one hash, one probe sequence), the first is met first.
    for (index, child) in children.enumerated() {
      var slot = child.keyHash & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(index + 1)
    }
  }

  /// Takes the first child not yet taken with this key and view type, or `nil`.
  mutating func take(key: ViewKey, type: ObjectIdentifier) -> Element? {
    let index: Int?
    // Children mostly keep their places: the one after the last taken is tried first. The key
    // is hashed only for the table of a long list.
    if nextIndex < children.count, let next = children[nextIndex], next.viewType == type,
      next.key == key
    {
      index = nextIndex
    } else if !slots.isEmpty {
      index = find(key: key, hash: key.matchHash, type: type)
    } else {
      index = children.firstIndex { $0?.viewType == type && $0?.key == key }
    }
    guard let index, let element = children[index] else { return nil }
    children[index] = nil
    nextIndex = index + 1
    return element
  }

  /// The index of the first child not taken with this key, hash and view type, in the table.
  private func find(key: ViewKey, hash: Int, type: ObjectIdentifier) -> Int? {
    var slot = hash & mask
    while slots[slot] != 0 {
      let index = Int(slots[slot]) - 1
      if let child = children[index], child.keyHash == hash, child.viewType == type,
        child.key == key
      {
        return index
      }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// The children not taken, in order.
  var remaining: [Element] {
    var result: [Element] = []
    for case let child? in children { result.append(child) }
    return result
  }
}
