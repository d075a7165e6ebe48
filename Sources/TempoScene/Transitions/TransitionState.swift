/// A node's animated transition effect (internal): opacity, scale and the two kinds of move.
@MainActor
final class TransitionState {
  let opacity: AnimatedProperty<Double>
  let scale: AnimatedProperty<CGSize>
  let offset: AnimatedProperty<CGSize>
  let sizeOffset: AnimatedProperty<CGSize>
  /// The anchor of the scale; it does not animate.
  var anchor = UnitPoint.center

  init(engine: AnimationEngine) {
    opacity = AnimatedProperty(1, engine: engine)
    scale = AnimatedProperty(CGSize(width: 1, height: 1), engine: engine)
    offset = AnimatedProperty(.zero, engine: engine)
    sizeOffset = AnimatedProperty(.zero, engine: engine)
  }

  /// The animated properties, to hand them the node's environment.
  var properties: [any EnvironmentCarrier] { [opacity, scale, offset, sizeOffset] }

  /// The model effect.
  var model: TransitionEffect {
    TransitionEffect(
      opacity: opacity.value, scale: scale.value, anchor: anchor, offset: offset.value,
      sizeOffset: sizeOffset.value)
  }

  /// The effect to draw now.
  var presentation: TransitionEffect {
    TransitionEffect(
      opacity: opacity.presentation, scale: scale.presentation, anchor: anchor,
      offset: offset.presentation, sizeOffset: sizeOffset.presentation)
  }

  /// Moves to `effect` under the current transaction, or under `transaction` if given.
  func apply(_ effect: TransitionEffect, transaction: Transaction? = nil) {
    if effect.anchor != .center { anchor = effect.anchor }
    if let transaction {
      opacity.set(effect.opacity, transaction: transaction)
      scale.set(effect.scale, transaction: transaction)
      offset.set(effect.offset, transaction: transaction)
      sizeOffset.set(effect.sizeOffset, transaction: transaction)
    } else {
      opacity.value = effect.opacity
      scale.value = effect.scale
      offset.value = effect.offset
      sizeOffset.value = effect.sizeOffset
    }
  }
}
