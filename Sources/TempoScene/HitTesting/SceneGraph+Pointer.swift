import Foundation

extension SceneGraph {
  /// The topmost hit-testable node under `point` (window points), or `nil`.
  ///
  /// Lays the tree out first, so the answer matches what the current presentation values draw.
  public func hitTest(_ point: CGPoint) -> Node? {
    layout()
    return root.hitTest(point, parentOpacity: 1)
  }

  /// The pointer moved to `point` (window points): fires hover leave and enter handlers.
  public func pointerMoved(to point: CGPoint) {
    pointerLocation = point
    updateHover(over: hitTest(point))
    reportPressMove(to: point)
  }

  /// The pointer left the window: every hovered node gets a hover leave.
  public func pointerExited() {
    pointerLocation = nil
    updateHover(over: nil)
  }

  /// A pointer button went down at `point` (window points): a click may start.
  public func pointerDown(at point: CGPoint) {
    pointerMoved(to: point)
    pressedNode = clickTarget(at: point)
    pressedNode?.onPressChange?(true)
    reportPressMove(to: point)
  }

  /// A pointer button went up at `point` (window points): if it went down on the same node,
  /// that node's click handler runs (on the last click of a row of its `clickCount`).
  public func pointerUp(at point: CGPoint) {
    pointerMoved(to: point)
    let target = clickTarget(at: point)
    defer {
      pressedNode?.onPressChange?(false)
      pressedNode = nil
    }
    guard let target, target === pressedNode, let action = target.onClick,
      target.clickRow.register(at: point, time: engine.time, required: target.clickCount)
    else { return }
    action()
  }

  /// The pointer's wheel (or touchpad) scrolled by `delta` points (positive: toward the
  /// content's end) at the pointer's location: the innermost node there with a scroll handler
  /// takes it. Returns whether one did.
  @discardableResult
  public func scrolled(by delta: CGSize) -> Bool {
    guard let pointerLocation,
      let target = hitTest(pointerLocation)?.ancestorsAndSelf.first(where: { $0.onScroll != nil }),
      let action = target.onScroll
    else { return false }
    action(delta)
    return true
  }

  /// The cursor to show: that of the innermost node under the pointer that sets one, else the
  /// arrow.
  public var cursor: Cursor {
    layout()
    return cursorInLastLayout
  }

  /// The cursor to show, hit-tested in the layout last made (by ``displayList()``, say) without
  /// laying the tree out again: a window asks for it every frame, right after the frame's list.
  package var cursorInLastLayout: Cursor {
    guard let pointerLocation, let hit = root.hitTest(pointerLocation, parentOpacity: 1) else {
      return .arrow
    }
    return hit.ancestorsAndSelf.lazy.compactMap(\.cursor).first ?? .arrow
  }

  /// Re-evaluates hover at the last pointer location (after the tree or an animation moved
  /// under a still pointer).
  public func refreshHover() {
    guard let pointerLocation else { return }
    updateHover(over: hitTest(pointerLocation))
  }

  /// The innermost node with a click or press-move handler under `point` (internal).
  func clickTarget(at point: CGPoint) -> Node? {
    hitTest(point)?.ancestorsAndSelf.first { $0.onClick != nil || $0.onPressMove != nil }
  }

  /// Hands the pressed node the pointer's location in its points (internal).
  func reportPressMove(to point: CGPoint) {
    guard let node = pressedNode, let action = node.onPressMove,
      let local = node.transformToWindow.inverted?.apply(to: point)
    else { return }
    action(local)
  }

  /// Sends leave to nodes no longer hovered, then enter to newly hovered ones (internal).
  func updateHover(over hit: Node?) {
    let now = hit?.ancestorsAndSelf.filter { $0.onHover != nil } ?? []
    let before = hoveredNodes
    hoveredNodes = now
    for node in before where !now.contains(where: { $0 === node }) { node.onHover?(false) }
    for node in now.reversed() where !before.contains(where: { $0 === node }) {
      node.onHover?(true)
    }
  }
}
