/// An animated property that may be unset (internal): a change between two values animates,
/// a change from or to `nil` takes effect at once.
@MainActor
final class OptionalAnimatedProperty<T: Animatable> {
  private let storage: AnimatedProperty<T>
  private var isSet: Bool

  /// Creates the property at `value`; `placeholder` is stored while it is unset.
  init(_ value: T?, placeholder: T, engine: AnimationEngine) {
    storage = AnimatedProperty(value ?? placeholder, engine: engine)
    isSet = value != nil
  }

  /// The model value, or `nil` when unset. Setting it obeys the current transaction.
  var value: T? {
    get { isSet ? storage.value : nil }
    set {
      guard let newValue else {
        isSet = false
        return
      }
      if isSet {
        storage.value = newValue
      } else {
        storage.set(newValue, transaction: Transaction())
        isSet = true
      }
    }
  }

  /// The value to draw now, or `nil` when unset.
  var presentation: T? { isSet ? storage.presentation : nil }
}

extension OptionalAnimatedProperty: EnvironmentCarrier {
  var environment: EnvironmentValues {
    get { storage.environment }
    set { storage.environment = newValue }
  }

  var isAnimating: Bool { storage.isAnimating }
}
