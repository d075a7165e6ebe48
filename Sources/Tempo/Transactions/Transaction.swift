/// The context of a state change: which animation carries it, and what to do when it completes.
///
/// Values are stored per key; ``withTransaction(_:isolation:_:)`` lays a transaction over the
/// current one, the inner keys winning.
public struct Transaction {
  /// Custom keys' values. The built-in keys have fields of their own (`nil`: not set), so that a
  /// transaction with an animation allocates nothing and reading it needs no dynamic cast.
  var values: [ObjectIdentifier: Any] = [:]
  var storedAnimation: Animation? = nil
  /// Whether `animation` was set (to `nil` too: an inner `nil` replaces an outer animation).
  var setsAnimation = false
  var storedDisablesAnimations: Bool? = nil
  var storedIsContinuous: Bool? = nil
  var storedTracksVelocity: Bool? = nil
  var completions: [CompletionGroup] = []

  /// Creates a transaction that carries nothing.
  public init() {}

  /// Creates a transaction that animates its changes with `animation`.
  public init(animation: Animation?) {
    self.animation = animation
  }

  /// The value carried under `key`, or `K.defaultValue`.
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get {
      // The built-in keys' types are known here: a bit cast to the very same type.
      if K.self == AnimationTransactionKey.self {
        return unsafeBitCast(animation, to: K.Value.self)
      }
      if let flag = builtInFlag(key) { return unsafeBitCast(flag, to: K.Value.self) }
      return values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue
    }
    set {
      if K.self == AnimationTransactionKey.self {
        animation = unsafeBitCast(newValue, to: Animation?.self)
      } else if K.self == DisablesAnimationsTransactionKey.self {
        storedDisablesAnimations = unsafeBitCast(newValue, to: Bool.self)
      } else if K.self == IsContinuousTransactionKey.self {
        storedIsContinuous = unsafeBitCast(newValue, to: Bool.self)
      } else if K.self == TracksVelocityTransactionKey.self {
        storedTracksVelocity = unsafeBitCast(newValue, to: Bool.self)
      } else {
        values[ObjectIdentifier(key)] = newValue
      }
    }
  }

  /// The value of a built-in Boolean key, or `nil` when `key` is not one.
  private func builtInFlag<K: TransactionKey>(_ key: K.Type) -> Bool? {
    if K.self == DisablesAnimationsTransactionKey.self { return disablesAnimations }
    if K.self == IsContinuousTransactionKey.self { return isContinuous }
    if K.self == TracksVelocityTransactionKey.self { return tracksVelocity }
    return nil
  }

  /// The animation that carries the changes, or `nil` to change without animating.
  public var animation: Animation? {
    get { storedAnimation }
    set { (storedAnimation, setsAnimation) = (newValue, true) }
  }

  /// Whether implicit (per-node) animations are disabled for these changes.
  public var disablesAnimations: Bool {
    get { storedDisablesAnimations ?? false }
    set { storedDisablesAnimations = newValue }
  }

  /// Whether the change is one of a continuous series, such as a drag (SwiftUI: a slider being
  /// dragged or a stepper held, as opposed to a tap).
  ///
  /// Informational, as in SwiftUI: it travels with the transaction for whoever reads it (a
  /// view, a `.transaction` observer, a scene node's hook); the engine itself does not act on it.
  public var isContinuous: Bool {
    get { storedIsContinuous ?? false }
    set { storedIsContinuous = newValue }
  }

  /// Whether the changes track the velocity of the properties they change (SwiftUI: set during
  /// an interaction, such as a drag's updates).
  ///
  /// Tracking is for changes without an animation (an animation manages its own velocity): they
  /// apply at once, and the velocity of the last two (units/s) is kept; the next animated change
  /// of the property starts with it if its animation takes over motion (a spring does; a timing
  /// curve does not). A velocity with no change in the last 0.1 s counts as zero.
  public var tracksVelocity: Bool {
    get { storedTracksVelocity ?? false }
    set { storedTracksVelocity = newValue }
  }

  /// Runs `completion` once the animations this transaction starts meet `criteria`.
  ///
  /// It fires exactly once, on the main actor. If the transaction animates nothing, it fires
  /// right after the body, per the rule of ``withTransaction(_:isolation:_:)``: at the end of
  /// the current engine's next update, or after the outermost `withTransaction` when no engine
  /// is current.
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete,
    _ completion: @escaping @MainActor () -> Void
  ) {
    completions.append(CompletionGroup(criteria: criteria, action: completion))
  }

  /// Returns this transaction with `inner`'s values replacing this one's and its completions added.
  func merging(_ inner: Transaction) -> Transaction {
    var result = self
    if !inner.values.isEmpty { result.values.merge(inner.values) { _, new in new } }
    if inner.setsAnimation { result.animation = inner.storedAnimation }
    if let flag = inner.storedDisablesAnimations { result.storedDisablesAnimations = flag }
    if let flag = inner.storedIsContinuous { result.storedIsContinuous = flag }
    if let flag = inner.storedTracksVelocity { result.storedTracksVelocity = flag }
    if !inner.completions.isEmpty { result.completions += inner.completions }
    return result
  }
}

enum AnimationTransactionKey: TransactionKey {
  static var defaultValue: Animation? { nil }
}

enum DisablesAnimationsTransactionKey: TransactionKey {
  static var defaultValue: Bool { false }
}

enum IsContinuousTransactionKey: TransactionKey {
  static var defaultValue: Bool { false }
}

enum TracksVelocityTransactionKey: TransactionKey {
  static var defaultValue: Bool { false }
}
