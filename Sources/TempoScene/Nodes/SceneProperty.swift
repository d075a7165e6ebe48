/// A node's animated property (internal): an ``AnimatedProperty`` that remembers whether it was
/// ever given an animation, so a property that never was is drawn from its model without asking
/// the engine (most of a node's properties never animate: sampling them was most of a frame's
/// display-list build).
@MainActor
final class SceneProperty<T: Animatable> {
  private let storage: AnimatedProperty<T>
  /// The model value (kept here too: reading it needs no call into the engine).
  @exclusivity(unchecked) private var model: T
  /// Whether a change was ever made under an animation; until then the presentation is the
  /// model exactly (the engine animates a change only when its transaction has an animation).
  @exclusivity(unchecked) private var mayAnimate = false

  /// Creates the property at `value`, animated by `engine`.
  init(_ value: T, engine: AnimationEngine) {
    storage = AnimatedProperty(value, engine: engine)
    model = value
  }

  /// The model value. Setting it obeys the current transaction.
  var value: T {
    get { model }
    set { set(newValue, transaction: Transaction.current) }
  }

  /// Sets the model value with `transaction` instead of the current one.
  func set(_ newValue: T, transaction: Transaction) {
    if transaction.animation != nil { mayAnimate = true }
    model = newValue
    storage.set(newValue, transaction: transaction)
  }

  /// The value to draw now; the model exactly while nothing animates.
  var presentation: T { mayAnimate ? storage.presentation : model }
}

extension SceneProperty: EnvironmentCarrier {
  func shareEnvironment(_ box: EnvironmentBox) {
    storage.shareEnvironment(box)
  }

  var isAnimating: Bool { mayAnimate && storage.isAnimating }
}
