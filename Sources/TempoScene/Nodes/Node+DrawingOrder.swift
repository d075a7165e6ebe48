extension Node {
  /// The children in drawing order, back to front: by ``zIndex``, children of equal index in
  /// the order of ``children`` (SwiftUI's `zIndex` rule). Hit testing goes front to back.
  public var childrenInDrawingOrder: [Node] {
    guard children.contains(where: { $0.zIndex != 0 }) else { return children }
    return children.enumerated()
      .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
      .map(\.element)
  }
}
