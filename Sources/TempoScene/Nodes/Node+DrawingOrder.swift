extension Node {
  /// The children in drawing order, back to front: by ``zIndex``, children of equal index in
  /// the order of ``children`` (SwiftUI's `zIndex` rule). Hit testing goes front to back.
  public var childrenInDrawingOrder: [Node] {
    // A plain loop: a main-actor closure would check the executor for every child.
    var ordered = true
    for child in children where child.zIndex != 0 {
      ordered = false
      break
    }
    guard !ordered else { return children }
    return children.enumerated()
      .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
      .map(\.element)
  }
}
