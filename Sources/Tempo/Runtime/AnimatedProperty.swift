/// An animated property of any ``Animatable`` type (a colour, a point, an angle…).
///
/// It animates the value's `animatableData` through an ``AnimatedValue`` and rebuilds the value
/// from it for ``presentation``.
@MainActor
public final class AnimatedProperty<T: Animatable> {
  private var model: T
  private let storage: AnimatedValue<T.AnimatableData>

  /// Creates a property at `value`, animated by `engine`.
  public init(_ value: T, engine: AnimationEngine) {
    model = value
    storage = AnimatedValue(value.animatableData, engine: engine)
  }

  /// The model value. Setting it obeys the current transaction, as ``AnimatedValue/value`` does.
  public var value: T {
    get { model }
    set {
      model = newValue
      storage.value = newValue.animatableData
    }
  }

  /// Sets the model value with the given transaction instead of the current one.
  public func set(_ newValue: T, transaction: Transaction) {
    model = newValue
    storage.set(newValue.animatableData, transaction: transaction)
  }

  /// The value to draw now.
  public var presentation: T {
    var result = model
    result.animatableData = storage.presentation
    return result
  }

  /// Whether an animation is running or about to begin.
  public var isAnimating: Bool { storage.isAnimating }

  /// The environment animations see in their `AnimationContext`.
  public var environment: EnvironmentValues {
    get { storage.environment }
    set { storage.environment = newValue }
  }
}
