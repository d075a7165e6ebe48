import Tempo

/// A fuzzed property: a Double (which may run in the engine's lanes) or a pair (which never does).
@MainActor
enum FuzzProperty {
  case scalar(AnimatedValue<Double>)
  case pair(AnimatedValue<AnimatablePair<Double, Double>>)

  /// Sets the model to `target` (a pair goes to (target, −2·target)) under the current transaction.
  func set(_ target: Double) {
    switch self {
    case .scalar(let value): value.value = target
    case .pair(let value): value.value = AnimatablePair(target, -2 * target)
    }
  }

  /// The model value's components.
  var model: (Double, Double) {
    switch self {
    case .scalar(let value): return (value.value, 0)
    case .pair(let value): return (value.value.first, value.value.second)
    }
  }

  /// The presentation value's components.
  var presentation: (Double, Double) {
    switch self {
    case .scalar(let value): return (value.presentation, 0)
    case .pair(let value): return (value.presentation.first, value.presentation.second)
    }
  }

  /// The length of the move from the model to `target`.
  func distance(to target: Double) -> Double {
    let (a, b) = model
    switch self {
    case .scalar: return abs(target - a)
    case .pair:
      return ((target - a) * (target - a) + (-2 * target - b) * (-2 * target - b)).squareRoot()
    }
  }

  var isAnimating: Bool {
    switch self {
    case .scalar(let value): return value.isAnimating
    case .pair(let value): return value.isAnimating
    }
  }

  /// The pause flag that the seed's ``PausableAnimation`` reads.
  var isPaused: Bool {
    get {
      switch self {
      case .scalar(let value): return value.environment.animationPaused
      case .pair(let value): return value.environment.animationPaused
      }
    }
    nonmutating set {
      switch self {
      case .scalar(let value): value.environment.animationPaused = newValue
      case .pair(let value): value.environment.animationPaused = newValue
      }
    }
  }

  /// The underlying object, for leak checks.
  var object: AnyObject {
    switch self {
    case .scalar(let value): return value
    case .pair(let value): return value
    }
  }
}

extension FuzzProperty {
  /// The components property `index` has at model value `target`.
  static func pair(for index: Int, _ target: Double) -> (Double, Double) {
    index < FuzzScript.scalarCount ? (target, 0) : (target, -2 * target)
  }
}

/// The distance between two component pairs.
func fuzzDistance(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
  ((a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1)).squareRoot()
}
