import Tempo

extension Node {
  /// The transform from the node's local points to its parent's, from the last layout and the
  /// presentation values.
  ///
  /// Applied to a local point in this order: the scale about ``scaleAnchor``, the rotation about
  /// ``rotationAnchor``, the transition's scale about its anchor, the transition's turn about
  /// its anchor, then the move to the frame's origin plus ``offset`` plus the transition's move.
  public var transformToParent: AffineTransform2D {
    transformToParent(transition: transitionState.presentation)
  }

  /// ``transformToParent`` with the transition's effect already sampled (internal: the display
  /// list samples it once per node for both the transform and the opacity).
  func transformToParent(transition: TransitionEffect) -> AffineTransform2D {
    let size = layoutFrame.size
    let scale = scaleValue.presentation
    // Most nodes are not scaled: the identity, rather than a scale by 1 about the anchor.
    var transform =
      scale.isIdentical(to: CGSize(width: 1, height: 1))
      ? AffineTransform2D.identity
      : .about(scaleAnchor, in: size, .scale(x: scale.width, y: scale.height))
    let rotation = rotationValue.presentation
    if rotation.radians != 0 {
      transform = transform.concatenating(.about(rotationAnchor, in: size, .rotation(rotation)))
    }
    if !transition.scale.isIdentical(to: CGSize(width: 1, height: 1)) {
      transform = transform.concatenating(
        .about(
          transition.anchor, in: size,
          .scale(x: transition.scale.width, y: transition.scale.height)))
    }
    if transition.rotation.radians != 0 {
      transform = transform.concatenating(
        .about(transition.rotationAnchor, in: size, .rotation(transition.rotation)))
    }
    let offset = offsetValue.presentation
    let move = transition.translation(for: size)
    return transform.concatenating(
      .translation(
        x: layoutFrame.minX + offset.width + move.width,
        y: layoutFrame.minY + offset.height + move.height))
  }
}

extension AffineTransform2D {
  /// `transform` applied about the point at `anchor` of a frame of `size` (internal).
  static func about(_ anchor: UnitPoint, in size: CGSize, _ transform: AffineTransform2D)
    -> AffineTransform2D
  {
    let (x, y) = (anchor.x * size.width, anchor.y * size.height)
    return AffineTransform2D.translation(x: -x, y: -y).concatenating(transform)
      .concatenating(.translation(x: x, y: y))
  }
}
