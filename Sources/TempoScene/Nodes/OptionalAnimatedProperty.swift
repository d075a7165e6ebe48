/// An animated property that may be unset (internal): a change between two values animates,
/// a change from or to `nil` takes effect at once.
@MainActor
final class OptionalAnimatedProperty<T: Animatable> {
  @exclusivity(unchecked) private var storage: SceneProperty<T>
  @exclusivity(unchecked) private var isSet: Bool
  /// The engine that animates the property (not held strongly, as ``AnimatedValue`` holds it).
  private let engineReference: EngineReference
  /// The environment the property shares (its node's), handed on to new storage.
  private var environmentBox: EnvironmentBox?

  /// Creates the property at `value`; `placeholder` is stored while it is unset.
  init(_ value: T?, placeholder: T, engine: AnimationEngine) {
    storage = SceneProperty(value ?? placeholder, engine: engine)
    isSet = value != nil
    engineReference = engine.reference
  }

  /// The model value, or `nil` when unset. Setting it obeys the current transaction.
  ///
  /// A value set while unset shows at once and exactly, with no motion left from an animation
  /// that ran before the property was unset: it starts on fresh storage (or, when nothing
  /// animates the storage, on the same one, set without animation).
  var value: T? {
    get { isSet ? storage.value : nil }
    set {
      guard let newValue else {
        isSet = false
        return
      }
      if isSet {
        storage.value = newValue
        return
      }
      if !storage.isAnimating {
        storage.set(newValue, transaction: Transaction())
      } else if let engine = engineReference.engine {
        storage = SceneProperty(newValue, engine: engine)
        if let environmentBox { storage.shareEnvironment(environmentBox) }
      } else {
        storage.set(newValue, transaction: Transaction())
      }
      isSet = true
    }
  }

  /// The value to draw now, or `nil` when unset; idle, the model value exactly (the stored
  /// property's presentation is its model whenever nothing animates, so asking whether it
  /// animates first would only ask the engine twice).
  var presentation: T? {
    guard isSet else { return nil }
    return storage.presentation
  }
}

extension OptionalAnimatedProperty: EnvironmentCarrier {
  func shareEnvironment(_ box: EnvironmentBox) {
    environmentBox = box
    storage.shareEnvironment(box)
  }

  var isAnimating: Bool { isSet && storage.isAnimating }
}
