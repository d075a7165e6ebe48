import TempoScene

/// Finds mounted children by identity while a new child list is matched against them
/// (internal): a short list is searched in order, a long one through a dictionary, so matching
/// n children costs O(n) rather than O(n²).
@MainActor
struct ChildMatcher {
  /// Lists at most this long are searched in order.
  static let linearLimit = 8

  private struct Identity: Hashable {
    var key: AnyHashable
    var type: ObjectIdentifier
  }

  private var children: [Element?]
  /// Where each identity is (a long list only; of repeated identities, the first).
  private var indices: [Identity: Int]?
  /// The index after the child taken last.
  private var nextIndex = 0

  /// Prepares to match against `children`, in order.
  init(_ children: [Element]) {
    self.children = children.map { Optional($0) }
    guard children.count > Self.linearLimit else { return }
    var indices: [Identity: Int] = [:]
    indices.reserveCapacity(children.count)
    for (index, child) in children.enumerated() {
      let identity = Identity(key: child.key, type: child.viewType)
      if indices[identity] == nil { indices[identity] = index }
    }
    self.indices = indices
  }

  /// Takes the first child not yet taken with this key and view type, or `nil`.
  mutating func take(key: AnyHashable, type: ObjectIdentifier) -> Element? {
    let index: Int?
    // Children mostly keep their places: the one after the last taken is tried first.
    if nextIndex < children.count, let next = children[nextIndex], next.viewType == type,
      next.key == key
    {
      index = nextIndex
      if indices != nil { indices?[Identity(key: key, type: type)] = nil }
    } else if indices != nil {
      index = indices?.removeValue(forKey: Identity(key: key, type: type))
    } else {
      index = children.firstIndex { $0?.key == key && $0?.viewType == type }
    }
    guard let index, let element = children[index] else { return nil }
    children[index] = nil
    nextIndex = index + 1
    return element
  }

  /// The children not taken, in order.
  var remaining: [Element] { children.compactMap { $0 } }
}
