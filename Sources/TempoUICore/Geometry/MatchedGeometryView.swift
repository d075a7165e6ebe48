import Tempo
import TempoScene

/// A view whose frame is shared with the views of the same id in a namespace (internal: what
/// `matchedGeometryEffect` makes). It has no node: it places its content, and tells the
/// graph's ``MatchedGeometry`` where, so an inserted view can start from where a removed one
/// was, and a view that is not the source can take the source's frame.
struct MatchedGeometryView<Content: View>: View {
  let content: Content
  let key: MatchedGeometry.Key
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool

  typealias Body = Never
}

extension MatchedGeometryView: PrimitiveView {
  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }

  /// An update lays the view out again: its id, or what it shares, may have changed.
  var layoutFollowsChildren: Bool { false }

  func placeChildren(in bounds: CGRect, element: Element) {
    guard let child = element.layoutChildren.first else { return }
    let offset = element.hostWindowOrigin
    let own = bounds.offsetBy(dx: offset.x, dy: offset.y)
    let start = element.graph.matchedGeometry.place(
      MatchedGeometry.Placement(
        key: key, child: child, frame: own, hostOrigin: offset, properties: properties,
        anchor: anchor, isSource: isSource, isInserted: !child.isAttached,
        transaction: element.transaction))
    child.place(in: (start ?? own).offsetBy(dx: -offset.x, dy: -offset.y))
  }

  func willUnmount(element: Element) {
    guard isSource, let node = element.contributedNodes.first else { return }
    let frame = CGRect(origin: .zero, size: node.layoutFrame.size).mapped(
      by: node.transformToWindow)
    element.graph.matchedGeometry.depart(key, frame: frame, node: node)
  }
}

extension View {
  /// Shares this view's frame with the views of the same `id` in `namespace`: inserted as
  /// another such view is removed, it starts from that view's frame and animates to its own,
  /// under the change's transaction, while the removed one animates to it as it leaves; with
  /// `isSource: false`, it takes the source's frame (or the parts `properties` names, matching
  /// the `anchor` points) and follows it.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    MatchedGeometryView(
      content: self, key: MatchedGeometry.Key(id: AnyHashable(id), namespace: namespace),
      properties: properties, anchor: anchor, isSource: isSource)
  }
}

extension Element {
  /// Where the origin of the space this element is placed in (its host node's) is in the
  /// window, from the frames of this layout (internal).
  var hostWindowOrigin: CGPoint {
    var origin = CGPoint.zero
    var ancestor = parent
    while let current = ancestor {
      if current.node != nil, let frame = current.layoutCache.frame {
        origin.x += frame.minX
        origin.y += frame.minY
      }
      ancestor = current.parent
    }
    return origin
  }
}
