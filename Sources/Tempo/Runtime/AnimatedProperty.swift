/// An animated property of any ``Animatable`` type (a colour, a point, an angle…).
///
/// It animates the value's `animatableData` through an ``AnimatedValue`` and rebuilds the value
/// from it for ``presentation``.
@MainActor
public final class AnimatedProperty<T: Animatable> {
  @exclusivity(unchecked) private var model: T
  private let storage: AnimatedValue<T.AnimatableData>

  /// Creates a property at `value`, animated by `engine`.
  public init(_ value: T, engine: AnimationEngine) {
    model = value
    cachedValue = value
    storage = AnimatedValue(value.animatableData, engine: engine)
  }

  /// The model value. Setting it obeys the current transaction, as ``AnimatedValue/value`` does.
  public var value: T {
    get { model }
    set {
      model = newValue
      modelRevision &+= 1
      storage.value = newValue.animatableData
    }
  }

  /// Sets the model value with the given transaction instead of the current one.
  public func set(_ newValue: T, transaction: Transaction) {
    model = newValue
    modelRevision &+= 1
    storage.set(newValue.animatableData, transaction: transaction)
  }

  /// The value to draw now: the model exactly when nothing animates, otherwise rebuilt from the
  /// animatable data (only when that may have changed).
  public var presentation: T {
    @_specialize(where T == Double)
    @_specialize(where T == CGSize)
    @_specialize(where T == CGPoint)
    @_specialize(where T == Color)
    @_specialize(where T == Angle)
    get {
      // At rest the presentation is the model itself: rebuilding it from its animatable data
      // could round it off (a colour goes through linear light and back).
      if storage.showsModel { return model }
      let stamp = storage.presentationStamp
      if hasCache, cachedRevision == stamp.revision, cachedTick == stamp.tick,
        cachedModelRevision == modelRevision
      {
        return cachedValue
      }
      var result = model
      result.animatableData = storage.presentation
      (cachedValue, cachedRevision, cachedTick) = (result, stamp.revision, stamp.tick)
      (cachedModelRevision, hasCache) = (modelRevision, true)
      return result
    }
  }

  /// The last presentation built, and what it was built from (plain fields: a generic tuple or
  /// optional would need its type metadata looked up on every access).
  @exclusivity(unchecked) private var cachedValue: T
  @exclusivity(unchecked) private var cachedRevision = 0
  @exclusivity(unchecked) private var cachedTick = 0
  @exclusivity(unchecked) private var cachedModelRevision = 0
  @exclusivity(unchecked) private var hasCache = false
  /// Counts changes of ``value`` (its non-animatable parts are part of the presentation too).
  @exclusivity(unchecked) private var modelRevision = 0

  /// Whether an animation is running or about to begin.
  public var isAnimating: Bool { storage.isAnimating }

  /// The environment animations see in their `AnimationContext`. Setting it gives this property
  /// an environment of its own (a scene node's properties otherwise see their node's).
  public var environment: EnvironmentValues {
    get { storage.environment }
    set { storage.environment = newValue }
  }

  /// Makes the animations see the environment in `box` from now on (package): a scene node's
  /// properties share the node's.
  package func shareEnvironment(_ box: EnvironmentBox) {
    storage.sharedEnvironment = box
  }
}
