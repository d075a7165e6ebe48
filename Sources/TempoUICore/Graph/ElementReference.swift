/// A reference to an element that reads `nil` once the element is gone (internal).
///
/// It stands in for `weak var element: Element?`: a weak reference gives its object a side
/// table, and every retain and release of an element with one takes the runtime's slow path
/// (a fifth of an update's instructions went there). The element clears its reference when it
/// deinitialises, so reading one never sees freed memory.
@MainActor
final class ElementReference {
  /// The element, while it lives.
  private(set) unowned(unsafe) var element: Element?

  init(_ element: Element) {
    self.element = element
  }

  /// Forgets the element (called by its deinitialiser).
  func clear() {
    element = nil
  }
}
