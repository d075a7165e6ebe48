import Tempo

/// An animated property that may be unset, stored in its node (internal): a change between two
/// values animates, a change from or to `nil` takes effect at once.
@MainActor
struct OptionalAnimatedProperty<T: Animatable> {
  private var storage: SceneProperty<T>
  private var isSet: Bool

  /// Creates the property at `value`; `placeholder` is stored while it is unset.
  init(_ value: T?, placeholder: T) {
    storage = SceneProperty(value ?? placeholder)
    isSet = value != nil
  }

  /// The model value, or `nil` when unset.
  var value: T? { isSet ? storage.value : nil }

  /// Sets the model value with `transaction`, as ``SceneProperty/set(_:transaction:engine:environment:)``
  /// does between two values.
  ///
  /// A value set while unset shows at once and exactly, with no motion left from an animation
  /// that ran before the property was unset: it starts on fresh storage.
  mutating func set(
    _ newValue: T?, transaction: Transaction, engine: AnimationEngine, environment: EnvironmentBox
  ) {
    guard let newValue else {
      isSet = false
      return
    }
    if isSet {
      storage.set(newValue, transaction: transaction, engine: engine, environment: environment)
    } else {
      storage = SceneProperty(newValue)
      isSet = true
    }
  }

  /// The value to draw now, or `nil` when unset; idle, the model value exactly.
  var presentation: T? {
    guard isSet else { return nil }
    return storage.presentation
  }

  /// Whether an animation is running or about to begin.
  var isAnimating: Bool { isSet && storage.isAnimating }

  /// Makes the property's animations see the environment in `box` from now on.
  func shareEnvironment(_ box: EnvironmentBox) {
    storage.shareEnvironment(box)
  }
}
