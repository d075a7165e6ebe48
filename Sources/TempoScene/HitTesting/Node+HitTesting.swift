import Foundation

extension Node {
  /// The topmost hit-testable node of this subtree under `point` (in the parent's points).
  ///
  /// Leaving and hidden nodes, nodes that do not allow hit testing and nodes drawn at opacity 0 take no
  /// hits, nor do their subtrees; children are tested before the node's own content, the child
  /// drawn last first; a node with a scroll handler takes hits over its frame, and its
  /// children only inside it; a node with a ``hitShape`` takes hits inside the shape alone
  /// (internal).
  func hitTest(_ point: CGPoint, parentOpacity: Double) -> Node? {
    guard !isLeaving, !isHidden, allowsHitTesting else { return nil }
    let transition = transitionState.presentation
    let opacity = parentOpacity * presentedOpacity(transition: transition)
    guard opacity > 0,
      let local = transformToParent(transition: transition).inverted?.apply(to: point)
    else {
      return nil
    }
    let isScroller = onScroll != nil
    let frame = CGRect(origin: .zero, size: layoutFrame.size)
    let insideFrame = frame.contains(local)
    if let hitShape {
      guard hitShape(frame).contains(local, eoFill: hitShapeIsEvenOdd) else { return nil }
      for child in childrenInDrawingOrder.reversed() {
        if let hit = child.hitTest(local, parentOpacity: opacity) { return hit }
      }
      return self
    }
    if !isScroller || insideFrame {
      for child in childrenInDrawingOrder.reversed() {
        if let hit = child.hitTest(local, parentOpacity: opacity) { return hit }
      }
    }
    return contentContains(local) || (isScroller && insideFrame) ? self : nil
  }

  /// This node and its ancestors, innermost first.
  public var ancestorsAndSelf: [Node] {
    var result: [Node] = []
    var node: Node? = self
    while let current = node {
      result.append(current)
      node = current.parent
    }
    return result
  }
}
