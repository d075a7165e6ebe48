import Tempo
import TempoScene

/// A shape rotated inside its frame about an anchor (SwiftUI's `RotatedShape`): the frame the
/// shape is laid out in does not change, only its outline.
public struct RotatedShape<Content: Shape>: Shape {
  /// The shape rotated.
  public nonisolated(unsafe) var shape: Content
  /// The rotation, clockwise on screen (y down) for a positive angle.
  public var angle: Angle
  /// The point of the frame that stays put, in unit coordinates ((0.5, 0.5): the centre).
  public var anchor: UnitPoint

  /// Creates `shape` rotated by `angle` about `anchor`.
  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    (self.shape, self.angle, self.anchor) = (shape, angle, anchor)
  }

  /// The shape's data, then the angle's and the anchor's (all animate).
  nonisolated public var animatableData:
    AnimatablePair<
      Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>
    >
  {
    get {
      AnimatablePair(
        shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData))
    }
    set {
      shape.animatableData = newValue.first
      angle.animatableData = newValue.second.first
      anchor.animatableData = newValue.second.second
    }
  }

  /// The shape's outline in `rect`, rotated about the anchor's point in `rect`.
  nonisolated public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(.rotation(angle), about: anchor, in: rect)
  }
}

extension Shape {
  /// This shape rotated by `angle` about `anchor`, inside the same frame.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }
}
