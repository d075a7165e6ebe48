import Tempo
import TempoScene

/// A shape scaled inside its frame about an anchor (SwiftUI's `ScaledShape`): the frame the
/// shape is laid out in does not change, only its outline.
public struct ScaledShape<Content: Shape>: Shape {
  /// The shape scaled.
  public nonisolated(unsafe) var shape: Content
  /// The factor in each axis (1: unchanged).
  public var scale: CGSize
  /// The point of the frame that stays put, in unit coordinates ((0.5, 0.5): the centre).
  public var anchor: UnitPoint

  /// Creates `shape` scaled by `scale` about `anchor`.
  public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    (self.shape, self.scale, self.anchor) = (shape, scale, anchor)
  }

  /// The shape's data, then the scale's and the anchor's (all animate).
  nonisolated public var animatableData:
    AnimatablePair<
      Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>
    >
  {
    get {
      AnimatablePair(
        shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData))
    }
    set {
      shape.animatableData = newValue.first
      scale.animatableData = newValue.second.first
      anchor.animatableData = newValue.second.second
    }
  }

  /// The shape's outline in `rect`, scaled about the anchor's point in `rect`.
  nonisolated public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(
      .scale(x: Double(scale.width), y: Double(scale.height)), about: anchor, in: rect)
  }
}

extension Shape {
  /// This shape scaled by `scale` in both axes about `anchor`, inside the same frame.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// This shape scaled by `x` and `y` about `anchor`, inside the same frame.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> ScaledShape<Self>
  {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }
}
