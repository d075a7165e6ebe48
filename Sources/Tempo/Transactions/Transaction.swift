/// The context of a state change: which animation carries it, and what to do when it completes.
///
/// Values are stored per key; ``withTransaction(_:isolation:_:)`` lays a transaction over the
/// current one, the inner keys winning.
public struct Transaction {
  var values: [ObjectIdentifier: Any] = [:]
  var completions: [CompletionGroup] = []

  /// Creates a transaction that carries nothing.
  public init() {}

  /// Creates a transaction that animates its changes with `animation`.
  public init(animation: Animation?) {
    self.animation = animation
  }

  /// The value carried under `key`, or `K.defaultValue`.
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The animation that carries the changes, or `nil` to change without animating.
  public var animation: Animation? {
    get { self[AnimationTransactionKey.self] }
    set { self[AnimationTransactionKey.self] = newValue }
  }

  /// Whether implicit (per-node) animations are disabled for these changes.
  public var disablesAnimations: Bool {
    get { self[DisablesAnimationsTransactionKey.self] }
    set { self[DisablesAnimationsTransactionKey.self] = newValue }
  }

  /// Whether the change is one of a continuous series, such as a drag (SwiftUI: a slider being
  /// dragged or a stepper held, as opposed to a tap).
  ///
  /// Informational, as in SwiftUI: it travels with the transaction for whoever reads it (a
  /// view, a `.transaction` observer, a scene node's hook); the engine itself does not act on it.
  public var isContinuous: Bool {
    get { self[IsContinuousTransactionKey.self] }
    set { self[IsContinuousTransactionKey.self] = newValue }
  }

  /// Whether the changes track the velocity of the properties they change (SwiftUI: set during
  /// an interaction, such as a drag's updates).
  ///
  /// Tracking is for changes without an animation (an animation manages its own velocity): they
  /// apply at once, and the velocity of the last two (units/s) is kept; the next animated change
  /// of the property starts with it if its animation takes over motion (a spring does; a timing
  /// curve does not). A velocity with no change in the last 0.1 s counts as zero.
  public var tracksVelocity: Bool {
    get { self[TracksVelocityTransactionKey.self] }
    set { self[TracksVelocityTransactionKey.self] = newValue }
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
    result.values.merge(inner.values) { _, new in new }
    result.completions += inner.completions
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
