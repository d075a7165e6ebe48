/// A node's animated property, stored in the node itself (internal).
///
/// Most of a node's properties never animate, so the model value is kept inline and the
/// engine's ``AnimatedProperty`` is made only at the first change that needs it: one under an
/// animation, or one that tracks velocity for the next animation. Until then the property costs
/// no object, and drawing it reads the node's own memory (a node's dozen properties were some
/// forty small heap objects, and reaching them was most of a large frame's display-list build).
/// Once made, the engine's property is kept, and it shares the node's environment.
///
/// It is noncopyable and holds the engine's property through a retained `Unmanaged`, released
/// when it goes: a frame reads it in place, with no copy and so no retain and release of the
/// property (a pair around each read was a tenth of a display-list build).
@MainActor
struct SceneProperty<T: Animatable>: ~Copyable {
  /// The model value.
  private(set) var value: T
  /// The engine's property, once a change needed one (retained: this property owns it).
  private var unretained: Unmanaged<AnimatedProperty<T>>?

  /// Creates the property at `value`.
  init(_ value: T) {
    self.value = value
  }

  deinit {
    unretained?.release()
  }

  /// The engine's property, once a change needed one (retained for the caller).
  private var animated: AnimatedProperty<T>? { unretained?.takeUnretainedValue() }

  /// Sets the model value with `transaction`; a change that animates (or tracks velocity)
  /// makes the engine's property, animated by `engine` and seeing the environment in `box`.
  mutating func set(
    _ newValue: T, transaction: Transaction, engine: AnimationEngine,
    environment box: EnvironmentBox
  ) {
    let oldValue = value
    value = newValue
    if let animated { return animated.set(newValue, transaction: transaction) }
    guard transaction.animation != nil || transaction.tracksVelocity else { return }
    let property = AnimatedProperty(oldValue, engine: engine)
    property.shareEnvironment(box)
    property.set(newValue, transaction: transaction)
    unretained = Unmanaged.passRetained(property)
  }

  /// The value to draw now; the model exactly while nothing animates.
  ///
  /// The engine's property is read without a retain. The common types call the engine's code
  /// compiled for them (each test is decided when this is specialised for `T`); others take the
  /// generic entry point.
  var presentation: T {
    guard let unretained else { return value }
    if T.self == Double.self {
      return Self.cast(
        Self.read(unretained) { (property: AnimatedProperty<Double>) in
          property.doublePresentation
        })
    } else if T.self == CGSize.self {
      return Self.cast(
        Self.read(unretained) { (property: AnimatedProperty<CGSize>) in
          property.sizePresentation
        })
    } else if T.self == CGPoint.self {
      return Self.cast(
        Self.read(unretained) { (property: AnimatedProperty<CGPoint>) in
          property.pointPresentation
        })
    } else if T.self == Color.self {
      return Self.cast(
        Self.read(unretained) { (property: AnimatedProperty<Color>) in
          property.colorPresentation
        })
    } else if T.self == Angle.self {
      return Self.cast(
        Self.read(unretained) { (property: AnimatedProperty<Angle>) in
          property.anglePresentation
        })
    }
    return Self.read(unretained) { (property: AnimatedProperty<T>) in property.presentation }
  }

  /// Runs `body` with `object` as an `AnimatedProperty<U>` (only called where `U` is `T`),
  /// without retaining it. The cast is of the unmanaged reference: a cast of the object itself
  /// makes a new reference, and a retain. (The closure goes to the standard library through
  /// this main-actor function: one passed to it straight from a getter would check the
  /// executor on every call.)
  @inline(__always)
  private static func read<U, Result>(
    _ object: Unmanaged<AnimatedProperty<T>>, _ body: (AnimatedProperty<U>) -> Result
  ) -> Result {
    unsafeBitCast(object, to: Unmanaged<AnimatedProperty<U>>.self)._withUnsafeGuaranteedRef(body)
  }

  /// `value` as `T` (only called where `T` is `value`'s type).
  @inline(__always) private static func cast<U>(_ value: U) -> T {
    unsafeBitCast(value, to: T.self)
  }

  /// Whether an animation is running or about to begin.
  var isAnimating: Bool { animated?.isAnimating ?? false }

  /// Whether the engine's property has been made (a change animated or tracked velocity).
  var hasEngineProperty: Bool { animated != nil }

  /// Makes the property's animations see the environment in `box` from now on.
  func shareEnvironment(_ box: EnvironmentBox) {
    animated?.shareEnvironment(box)
  }
}
