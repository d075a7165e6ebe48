import Tempo
import TempoScene

/// How a `GeometryReader` lays out (internal): its content is built from the geometry its
/// element remembers under ``GeometryKey``. Until its first placement there is none and so no
/// content; each placement that finds a new geometry remembers it and updates the element
/// again, under the layout pass's transaction, before placing the content it now has.
extension GeometryReader: PrimitiveView {
  /// The key of the remembered ``GeometryProxy`` in the element's storage.
  enum GeometryKey: ElementStorageKey {
    static var defaultValue: GeometryProxy? { nil }
  }

  func makeNode(engine: AnimationEngine) -> Node? { GroupNode(.overlay(), engine: engine) }

  var buildsChildrenFromClosures: Bool { true }

  func children(in context: ElementContext) -> [ChildView] {
    guard let geometry = context.storage[GeometryKey.self] else {
      return []
    }
    return [ChildView(key: 0, view: content(geometry))]
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeChildren(in bounds: CGRect, element: Element) {
    let geometry = GeometryProxy(
      size: bounds.size,
      globalFrame: CGRect(origin: Self.windowOrigin(of: element), size: bounds.size))
    if element.storage[GeometryKey.self] != geometry {
      element.storage[GeometryKey.self] = geometry
      element.update(view: element.view, environment: element.environment)
    }
    for child in element.layoutChildren {
      let size = child.sizeThatFits(ProposedViewSize(bounds.size))
      child.place(in: CGRect(origin: bounds.origin, size: size))
    }
  }

  /// The top-leading corner of `element`'s last layout frame in the window, in points: its frame
  /// is in its host node's space, whose own frame is in the next host's, up to the root node
  /// (at the window's origin).
  private static func windowOrigin(of element: Element) -> CGPoint {
    var x = Double(element.layoutCache.frame?.minX ?? 0)
    var y = Double(element.layoutCache.frame?.minY ?? 0)
    var ancestor = element.parent
    while let current = ancestor {
      if current.node != nil, let frame = current.layoutCache.frame {
        x += Double(frame.minX)
        y += Double(frame.minY)
      }
      ancestor = current.parent
    }
    return CGPoint(x: x, y: y)
  }
}
