import Foundation

extension SceneGraph {
  /// Lays the tree out and samples every node's presentation values into a display list.
  ///
  /// Commands come back to front, each with the product of its ancestors' transforms and
  /// opacities; subtrees whose opacity is 0 are left out. A compositing group drawn below full
  /// opacity is a layer: its commands, at their opacity within it, between a `pushLayer` with
  /// the group's opacity and a `popLayer`. Call it after `engine.tick()`.
  ///
  /// The commands' storage is reused from frame to frame: when the caller has let go of the
  /// previous frame's list, building the next one allocates no new array.
  public func displayList() -> DisplayList {
    willDraw?()
    layout()
    var commands = commandBuffer
    commandBuffer = []
    commands.removeAll(keepingCapacity: true)
    root.appendCommands(into: &commands, parentTransform: .identity, parentOpacity: 1)
    commandBuffer = commands
    return DisplayList(size: size, background: background, commands: commands)
  }
}

extension Node {
  /// The node's transform to window points and drawn opacity, given its parent's (internal).
  ///
  /// The transition's effect is sampled once for both.
  func resolved(parentTransform: AffineTransform2D, parentOpacity: Double)
    -> (transform: AffineTransform2D, opacity: Double)
  {
    let transition = transitionState.presentation
    return (
      transformToParent(transition: transition).concatenating(parentTransform),
      parentOpacity * presentedOpacity(transition: transition)
    )
  }

  /// The opacity drawn now given the transition's sampled effect: ``NodePresentation``'s
  /// `effectiveOpacity` without sampling the node's other properties (internal).
  func presentedOpacity(transition: TransitionEffect) -> Double {
    min(max(opacityValue.presentation * transition.opacity, 0), 1)
  }

  /// Appends this subtree's commands, back to front (internal).
  func appendCommands(
    into commands: inout [DrawCommand], parentTransform: AffineTransform2D, parentOpacity: Double
  ) {
    guard !isHidden else { return }
    let (transform, resolvedOpacity) = resolved(
      parentTransform: parentTransform, parentOpacity: parentOpacity)
    guard resolvedOpacity > 0 else { return }
    // A compositing group below full opacity draws its subtree opaque in a layer, which then
    // takes the opacity as a whole.
    let layered = isCompositingGroup && resolvedOpacity < 1
    if layered { commands.append(.pushLayer(opacity: resolvedOpacity)) }
    defer { if layered { commands.append(.popLayer) } }
    let opacity = layered ? 1 : resolvedOpacity
    guard hasDrawingEffects else {
      return appendOwnCommands(into: &commands, transform: transform, opacity: opacity)
    }
    let blur = presentedBlurRadius
    let bounds = boundingBox(of: transform)
    var drawing: [DrawCommand] = []
    appendOwnCommands(into: &drawing, transform: transform, opacity: opacity)
    if let colorFilter {
      for index in drawing.indices { drawing[index] = drawing[index].filteringColors(colorFilter) }
    }
    if blur > 0 {
      drawing = Shadow(color: .white, radius: blur).commands(
        for: drawing, bounds: bounds, keepingColors: true,
        copies: Shadow.blurCopyCount(radius: blur))
    }
    if let shadow = presentedShadow {
      commands += shadow.commands(for: drawing, bounds: bounds)
    }
    commands += drawing
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
    let topLeft = transform.apply(to: .zero)
    let topRight = transform.apply(to: CGPoint(x: size.width, y: 0))
    let bottomLeft = transform.apply(to: CGPoint(x: 0, y: size.height))
    let bottomRight = transform.apply(to: CGPoint(x: size.width, y: size.height))
    let minX = min(topLeft.x, topRight.x, bottomLeft.x, bottomRight.x)
    let minY = min(topLeft.y, topRight.y, bottomLeft.y, bottomRight.y)
    let maxX = max(topLeft.x, topRight.x, bottomLeft.x, bottomRight.x)
    let maxY = max(topLeft.y, topRight.y, bottomLeft.y, bottomRight.y)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
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
