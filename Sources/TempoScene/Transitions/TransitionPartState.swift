/// The animated effect of one part of a node's transition (internal): opacity, scale, turn and
/// the two kinds of move.
@MainActor
final class TransitionPartState {
  let opacity: SceneProperty<Double>
  let scale: SceneProperty<CGSize>
  let offset: SceneProperty<CGSize>
  let sizeOffset: SceneProperty<CGSize>
  let rotation: SceneProperty<Angle>
  /// The anchor of the scale; it does not animate.
  var anchor = UnitPoint.center
  /// The anchor of the turn; it does not animate.
  var rotationAnchor = UnitPoint.center

  init(engine: AnimationEngine, environment: EnvironmentBox) {
    opacity = SceneProperty(1, engine: engine)
    scale = SceneProperty(CGSize(width: 1, height: 1), engine: engine)
    offset = SceneProperty(.zero, engine: engine)
    sizeOffset = SceneProperty(.zero, engine: engine)
    rotation = SceneProperty(.zero, engine: engine)
    shareEnvironment(environment)
  }

  /// Makes the part's animations see the environment in `box`.
  func shareEnvironment(_ box: EnvironmentBox) {
    for property in [opacity, scale, offset, sizeOffset, rotation] as [any EnvironmentCarrier] {
      property.shareEnvironment(box)
    }
  }

  /// Whether any of the part's properties is animating.
  var isAnimating: Bool {
    opacity.isAnimating || scale.isAnimating || offset.isAnimating || sizeOffset.isAnimating
      || rotation.isAnimating
  }

  /// The effect to draw now.
  var presentation: TransitionEffect {
    TransitionEffect(
      opacity: opacity.presentation, scale: scale.presentation, anchor: anchor,
      offset: offset.presentation, sizeOffset: sizeOffset.presentation,
      rotation: rotation.presentation, rotationAnchor: rotationAnchor)
  }

  /// Whether moving to `effect` changes any animated value (the anchors do not animate).
  func changes(to effect: TransitionEffect) -> Bool {
    opacity.value != effect.opacity || scale.value != effect.scale
      || offset.value != effect.offset || sizeOffset.value != effect.sizeOffset
      || rotation.value != effect.rotation
  }

  /// Moves to `effect` under `transaction`.
  func move(to effect: TransitionEffect, transaction: Transaction) {
    if effect.anchor != .center { anchor = effect.anchor }
    if effect.rotationAnchor != .center { rotationAnchor = effect.rotationAnchor }
    opacity.set(effect.opacity, transaction: transaction)
    scale.set(effect.scale, transaction: transaction)
    offset.set(effect.offset, transaction: transaction)
    sizeOffset.set(effect.sizeOffset, transaction: transaction)
    rotation.set(effect.rotation, transaction: transaction)
  }
}
