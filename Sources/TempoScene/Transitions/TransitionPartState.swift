import Tempo

/// The animated effect of one part of a node's transition (internal): opacity, scale, turn and
/// the two kinds of move.
@MainActor
final class TransitionPartState {
  private var opacity = SceneProperty<Double>(1)
  private var scale = SceneProperty(CGSize(width: 1, height: 1))
  private var offset = SceneProperty<CGSize>(.zero)
  private var sizeOffset = SceneProperty<CGSize>(.zero)
  private var rotation = SceneProperty<Angle>(.zero)
  /// The anchor of the scale; it does not animate.
  var anchor = UnitPoint.center
  /// The anchor of the turn; it does not animate.
  var rotationAnchor = UnitPoint.center

  /// The engine that animates the part.
  private let engine: AnimationEngine
  /// The environment the part's animations see (its node's).
  private var environmentBox: EnvironmentBox

  init(engine: AnimationEngine, environment: EnvironmentBox) {
    self.engine = engine
    environmentBox = environment
  }

  /// Makes the part's animations see the environment in `box`.
  func shareEnvironment(_ box: EnvironmentBox) {
    environmentBox = box
    opacity.shareEnvironment(box)
    scale.shareEnvironment(box)
    offset.shareEnvironment(box)
    sizeOffset.shareEnvironment(box)
    rotation.shareEnvironment(box)
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
    let (engine, box) = (engine, environmentBox)
    opacity.set(effect.opacity, transaction: transaction, engine: engine, environment: box)
    scale.set(effect.scale, transaction: transaction, engine: engine, environment: box)
    offset.set(effect.offset, transaction: transaction, engine: engine, environment: box)
    sizeOffset.set(effect.sizeOffset, transaction: transaction, engine: engine, environment: box)
    rotation.set(effect.rotation, transaction: transaction, engine: engine, environment: box)
  }
}
