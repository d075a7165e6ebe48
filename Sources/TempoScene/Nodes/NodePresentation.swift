import Tempo

/// A snapshot of a node's presentation values: what it looks like at this frame.
public struct NodePresentation: Hashable, Sendable {
  /// The node's own opacity, 0…1 (without the transition's).
  public var opacity: Double
  /// The visual offset, in points.
  public var offset: CGSize
  /// The scale factor per axis.
  public var scale: CGSize
  /// The rotation.
  public var rotation: Angle
  /// The explicit centre position in the parent's coordinates, in points, if any.
  public var position: CGPoint?
  /// The fixed width in points, if any.
  public var width: Double?
  /// The fixed height in points, if any.
  public var height: Double?
  /// The transition's current effect (identity when the node is neither entering nor leaving).
  public var transition: TransitionEffect

  /// The opacity drawn: the node's own times the transition's, clamped to 0…1.
  public var effectiveOpacity: Double { min(max(opacity * transition.opacity, 0), 1) }
}
