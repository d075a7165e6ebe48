import Tempo

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
    animated = property
  }

  /// The value to draw now; the model exactly while nothing animates.
  var presentation: T {
    guard let animated else { return value }
    // The common types call the engine's code compiled for them (each test is decided when
    // this is specialised for `T`); others take the generic entry point.
    if T.self == Double.self {
      return Self.cast(
        unsafeDowncast(animated, to: AnimatedProperty<Double>.self).doublePresentation)
    } else if T.self == CGSize.self {
      return Self.cast(unsafeDowncast(animated, to: AnimatedProperty<CGSize>.self).sizePresentation)
    } else if T.self == CGPoint.self {
      return Self.cast(
        unsafeDowncast(animated, to: AnimatedProperty<CGPoint>.self).pointPresentation)
    } else if T.self == Color.self {
      return Self.cast(unsafeDowncast(animated, to: AnimatedProperty<Color>.self).colorPresentation)
    } else if T.self == Angle.self {
      return Self.cast(unsafeDowncast(animated, to: AnimatedProperty<Angle>.self).anglePresentation)
    }
    return animated.presentation
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
