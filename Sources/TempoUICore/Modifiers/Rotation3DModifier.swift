import Tempo
import TempoScene

/// What `rotation3DEffect` applies (internal): an `Animatable` modifier whose data is the
/// angle in radians, so an animation interpolates the angle and each frame draws the
/// ``Rotation3D`` projection of the angle reached.
struct Rotation3DModifier: ViewModifier, @preconcurrency Animatable {
  /// The rotation.
  var angle: Angle
  /// The axis (any length but zero; a zero axis is no rotation).
  let axis: (x: Double, y: Double, z: Double)
  /// The point of the view the axis passes through.
  let anchor: UnitPoint

  /// The angle in radians.
  var animatableData: Double {
    get { angle.radians }
    set { angle = .radians(newValue) }
  }

  /// The content drawn through the projection: a rotation, then a scale and a rotation, set
  /// without animation (the angle animates; the parts are computed anew at each frame). Only
  /// the projection's own effects leave the transaction's animation out: the content's
  /// changes keep it (a card's faces cross-fade while it turns).
  func body(content: Content) -> some View {
    let parts = Rotation3D(angle: angle, axis: axis).decomposed
    let anchor = anchor
    return content.transaction({ $0.animation = nil }) { placeholder in
      placeholder
        .modified(.node(NodeEffect(rotation: parts.before, rotationAnchor: anchor)))
        .modified(
          .node(
            NodeEffect(
              scale: parts.scale, scaleAnchor: anchor, rotation: parts.after,
              rotationAnchor: anchor)))
    }
  }
}
