import Tempo

/// What a transition does to a node at one end of it: a fade, a scale, a turn and a move.
///
/// ``identity`` changes nothing. Moves are given in points (`offset`) and in multiples of the
/// node's own size (`sizeOffset`), so that `move(edge:)` follows the node's size.
public struct TransitionEffect: Hashable, Sendable {
  /// The opacity factor, 0…1.
  public var opacity: Double
  /// The scale factor per axis, applied about ``anchor``.
  public var scale: CGSize
  /// The point of the node's frame that the scale keeps fixed.
  public var anchor: UnitPoint
  /// A move in points.
  public var offset: CGSize
  /// A move in multiples of the node's width and height.
  public var sizeOffset: CGSize
  /// A clockwise turn about ``rotationAnchor`` (applied after the scale).
  public var rotation: Angle
  /// The point of the node's frame that the turn keeps fixed.
  public var rotationAnchor: UnitPoint

  /// Creates an effect; every argument defaults to "no change".
  public init(
    opacity: Double = 1, scale: CGSize = CGSize(width: 1, height: 1),
    anchor: UnitPoint = .center, offset: CGSize = .zero, sizeOffset: CGSize = .zero,
    rotation: Angle = .zero, rotationAnchor: UnitPoint = .center
  ) {
    self.rotation = rotation
    self.rotationAnchor = rotationAnchor
    self.opacity = opacity
    self.scale = scale
    self.anchor = anchor
    self.offset = offset
    self.sizeOffset = sizeOffset
  }

  /// The effect that changes nothing.
  public static let identity = TransitionEffect()

  /// Both effects at once: opacities and scales multiply, moves and turns add; a non-centre
  /// anchor wins.
  package func combined(with other: TransitionEffect) -> TransitionEffect {
    TransitionEffect(
      opacity: opacity * other.opacity,
      scale: CGSize(
        width: scale.width * other.scale.width, height: scale.height * other.scale.height),
      anchor: other.anchor != .center ? other.anchor : anchor,
      offset: CGSize(
        width: offset.width + other.offset.width, height: offset.height + other.offset.height),
      sizeOffset: CGSize(
        width: sizeOffset.width + other.sizeOffset.width,
        height: sizeOffset.height + other.sizeOffset.height),
      rotation: Angle(radians: rotation.radians + other.rotation.radians),
      rotationAnchor: other.rotationAnchor != .center ? other.rotationAnchor : rotationAnchor)
  }

  /// The total move in points for a node of `size` points.
  package func translation(for size: CGSize) -> CGSize {
    CGSize(
      width: offset.width + sizeOffset.width * size.width,
      height: offset.height + sizeOffset.height * size.height)
  }
}
