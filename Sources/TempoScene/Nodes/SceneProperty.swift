/// A node's animated property, stored in the node itself (internal).
///
/// Most of a node's properties never animate, so the model value is kept inline and the
/// engine's ``AnimatedProperty`` is made only at the first change that needs it: one under an
/// animation, or one that tracks velocity for the next animation. Until then the property costs
/// no object, and drawing it reads the node's own memory (a node's dozen properties were some
/// forty small heap objects, and reaching them was most of a large frame's display-list build).
/// Once made, the engine's property is kept, and it shares the node's environment.
@MainActor
struct SceneProperty<T: Animatable> {
  /// The model value.
  private(set) var value: T
  /// The engine's property, once a change needed one.
  private var animated: AnimatedProperty<T>?

  /// Creates the property at `value`.
  init(_ value: T) {
    self.value = value
  }

  /// Sets the model value with `transaction`; a change that animates (or tracks velocity)
  /// makes the engine's property, animated by `engine` and seeing the environment in `box`.
  mutating func set(
    _ newValue: T, transaction: Transaction, engine: AnimationEngine, environment box: EnvironmentBox
  ) {
    let oldValue = value
    value = newValue
    if let animated { return animated.set(newValue, transaction: transaction) }
    guard transaction.animation != nil || transaction.tracksVelocity else { return }
    let property = AnimatedProperty(oldValue, engine: engine)
    property.shareEnvironment(box)
    property.set(newValue, transaction: transaction)
    animated = property
  }

  /// The value to draw now; the model exactly while nothing animates.
  var presentation: T { animated?.presentation ?? value }

  /// Whether an animation is running or about to begin.
  var isAnimating: Bool { animated?.isAnimating ?? false }

  /// Whether the engine's property has been made (a change animated or tracked velocity).
  var hasEngineProperty: Bool { animated != nil }

  /// Makes the property's animations see the environment in `box` from now on.
  func shareEnvironment(_ box: EnvironmentBox) {
    animated?.shareEnvironment(box)
  }
}
