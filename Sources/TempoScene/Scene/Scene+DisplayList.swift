extension Scene {
  /// Lays the tree out and samples every node's presentation values into a display list.
  ///
  /// Commands come back to front, each with the product of its ancestors' transforms and
  /// opacities; subtrees whose opacity is 0 are left out. Call it after `engine.tick()`.
  public func displayList() -> DisplayList {
    willDraw?()
    layout()
    var commands: [DrawCommand] = []
    root.appendCommands(into: &commands, parentTransform: .identity, parentOpacity: 1)
    return DisplayList(size: size, background: background, commands: commands)
  }
}

extension Node {
  /// The node's transform to window points and drawn opacity, given its parent's (internal).
  func resolved(parentTransform: AffineTransform2D, parentOpacity: Double)
    -> (transform: AffineTransform2D, opacity: Double)
  {
    (
      transformToParent.concatenating(parentTransform),
      parentOpacity * presentation.effectiveOpacity
    )
  }

  /// Appends this subtree's commands, back to front (internal).
  func appendCommands(
    into commands: inout [DrawCommand], parentTransform: AffineTransform2D, parentOpacity: Double
  ) {
    let (transform, opacity) = resolved(
      parentTransform: parentTransform, parentOpacity: parentOpacity)
    guard opacity > 0 else { return }
    if let shadow = presentedShadow {
      var drawing: [DrawCommand] = []
      appendOwnCommands(into: &drawing, transform: transform, opacity: opacity)
      commands += shadow.commands(for: drawing, bounds: boundingBox(of: transform))
      commands += drawing
    } else {
      appendOwnCommands(into: &commands, transform: transform, opacity: opacity)
    }
  }

  /// Appends the commands of this node and its children, given its resolved transform and
  /// opacity.
  private func appendOwnCommands(
    into commands: inout [DrawCommand], transform: AffineTransform2D, opacity: Double
  ) {
    drawContent(into: &commands, transform: transform, opacity: opacity)
    if clipsChildren { commands.append(.pushClip(boundingBox(of: transform))) }
    for child in childrenInDrawingOrder {
      child.appendCommands(into: &commands, parentTransform: transform, parentOpacity: opacity)
    }
    if clipsChildren { commands.append(.popClip) }
  }

  /// The window-point rectangle enclosing the node's frame mapped by `transform` (internal).
  func boundingBox(of transform: AffineTransform2D) -> CGRect {
    let size = layoutFrame.size
    let corners = [
      CGPoint.zero, CGPoint(x: size.width, y: 0), CGPoint(x: 0, y: size.height),
      CGPoint(x: size.width, y: size.height),
    ].map { transform.apply(to: $0) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let (minX, minY) = (xs.min() ?? 0, ys.min() ?? 0)
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }

  /// The transform from this node's local points to window points, from the last layout.
  public var transformToWindow: AffineTransform2D {
    var transform = transformToParent
    var ancestor = parent
    while let node = ancestor {
      transform = transform.concatenating(node.transformToParent)
      ancestor = node.parent
    }
    return transform
  }
}
