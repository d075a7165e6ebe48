/// A property whose changes animate: the model `value` and the `presentation` to draw now.
///
/// Setting `value` inside `withAnimation` or `withTransaction` with an animation animates it:
/// the change begins at the engine's next `tick()`, merging with or combining with what is
/// already running (SwiftUI's rules). Setting it outside a transaction with an animation moves
/// the model at once; a running animation keeps playing on top of the new value.
@MainActor
public final class AnimatedValue<Value: VectorArithmetic> {
  /// The engine that animates this property; `nil` once the engine is gone (not held strongly:
  /// the engine holds the properties it animates, so a strong reference back would keep both
  /// alive for ever when the engine is dropped mid-animation).
  public var engine: AnimationEngine? { engineReference.engine }
  private let engineReference: EngineReference
  // The hot stored properties skip the dynamic exclusivity checks (they cost more than a
  // retarget's own work): only this class's own methods touch them, never overlapping.
  @exclusivity(unchecked) private(set) var model: Value {
    didSet { revision &+= 1 }
  }
  @exclusivity(unchecked) var storedPresentation: Value {
    didSet { revision &+= 1 }
  }
  /// The engine lane that runs this property's animation, if one does (Double properties, and
  /// the vector types of ``runsInVectorLane``).
  @exclusivity(unchecked) var lane: LaneMembership?
  /// The animation running in the lane (in a chain, the one that began first); set with `lane`.
  @exclusivity(unchecked) var laneAnimation: Animation?
  /// Counts changes to the model and to the presentation outside the engine's lanes, so that a
  /// wrapper can cache what it derives from them (with the engine's tick count for lanes).
  @exclusivity(unchecked) private(set) var revision = 0
  /// The environment animations see in their `AnimationContext` (for example a pause flag).
  /// Setting it gives this value an environment of its own (a scene node's properties otherwise
  /// see their node's).
  public var environment: EnvironmentValues {
    get { sharedEnvironment?.values ?? ownEnvironment }
    set {
      sharedEnvironment = nil
      ownEnvironment = newValue
    }
  }
  /// The environment set on this value, while it shares none.
  @exclusivity(unchecked) private var ownEnvironment = EnvironmentValues()
  /// The environment this value shares with others (its scene node's), if it does.
  @exclusivity(unchecked) package var sharedEnvironment: EnvironmentBox?
  /// Changes made since the last tick, to begin at the next.
  @exclusivity(unchecked) var pending: [AnimationChain<Value>.Change] = []
  /// The animations the general animator runs (empty while a lane runs the property).
  @exclusivity(unchecked) var chain = AnimationChain<Value>()
  /// The velocity of non-animated changes made with `tracksVelocity`, while they go on.
  @exclusivity(unchecked) var velocityTracker: VelocityTracker<Value>?

  /// Creates a property at `value`, animated by `engine`.
  public init(_ value: Value, engine: AnimationEngine) {
    engineReference = engine.reference
    model = value
    storedPresentation = value
  }

  /// What to draw now: the model value plus the running animations' remaining offset.
  public var presentation: Value {
    // Without its engine nothing animates: the property shows its model.
    guard engineReference.isAttached else { return model }
    guard let lane else { return storedPresentation }
    // The engine unretained: this is read for every animated property a frame draws.
    return engineReference.withEngine { engine in
      switch lane.kind {
      case .curve:
        let slot = engine.curveLane[lane.index]
        return model - Self.value(slot.delta) + Self.value(slot.offset)
      case .spring:
        let slot = engine.springLane[lane.index]
        return model - Self.value(slot.delta) + Self.value(slot.offset)
      case .chain:
        let slot = engine.chainLane[lane.index]
        return model - Self.value(slot.delta) + Self.value(slot.offset)
      case .pair:
        let slot = engine.pairLane[lane.index]
        return model - Self.value(slot.delta) + Self.value(slot.offset)
      case .pairChain:
        let slot = engine.pairChainLane[lane.index]
        return model - Self.value(slot.delta) + Self.value(slot.offset)
      case .vector:
        let slot = engine.vectorLane[lane.index]
        return model - Self.value(slot.delta) + Self.value(slot.offset)
      case .vectorChain:
        let slot = engine.vectorChainLane[lane.index]
        return model - Self.value(slot.delta) + Self.value(slot.offset)
      }
    } ?? model
  }

  /// A Double as `Value`; only called when `Value` is `Double` (lanes hold Double properties).
  @inline(__always) static func value(_ double: Double) -> Value {
    unsafeBitCast(double, to: Value.self)
  }

  /// The model value: where the property is going. Setting it obeys the current transaction.
  public var value: Value {
    get { model }
    set { set(newValue, transaction: TransactionStack.current ?? Transaction()) }
  }

  /// Changes whenever ``presentation`` may have changed: a revision of the stored values, and
  /// the engine's tick count while a lane computes the presentation.
  var presentationStamp: (revision: Int, tick: Int) {
    (revision, lane == nil ? 0 : engineReference.withEngine { $0.tickCount } ?? 0)
  }

  /// Whether ``presentation`` is the model itself: nothing animates or waits to begin, or the
  /// engine is gone.
  var showsModel: Bool {
    (lane == nil && chain.isEmpty && pending.isEmpty) || !engineReference.isAttached
  }

  /// Whether an animation is running or about to begin.
  public var isAnimating: Bool {
    engineReference.isAttached && (lane != nil || !chain.isEmpty || !pending.isEmpty)
  }

  /// Sets the model value with the given transaction instead of the current one.
  public func set(_ newValue: Value, transaction: Transaction) {
    // A Double jumps to its specialised code before the generic code looks up any metadata.
    if Value.self == Double.self {
      unsafeDowncast(self, to: AnimatedValue<Double>.self).apply(
        unsafeBitCast(newValue, to: Double.self), transaction: transaction)
      return
    }
    apply(newValue, transaction: transaction)
  }

  /// Sets the model value with `transaction` (see ``set(_:transaction:)``).
  @_specialize(where Value == Double)
  @_specialize(where Value == CGFloat)
  @_specialize(where Value == AnimatablePair<CGFloat, CGFloat>)
  @_specialize(
    where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
  )
  func apply(_ newValue: Value, transaction: Transaction) {
    guard newValue != model else { return }
    let delta = newValue - model
    let oldModel = model
    model = newValue
    guard let animation = transaction.animation, let engine else {
      if transaction.tracksVelocity, let engine {
        // SwiftUI: tracking is for changes without an animation (an animation manages its own
        // velocity); they apply at once and their velocity waits for the next animation.
        let tracker =
          velocityTracker ?? VelocityTracker(value: oldModel, time: engine.time)
        tracker.add(newValue, at: engine.time)
        velocityTracker = tracker
      } else {
        velocityTracker = nil
      }
      // Idle, the presentation is the model exactly (adding the delta could round off by an
      // ulp, and the value would then never show its model); running, the motion plays on top.
      storedPresentation = isAnimating ? storedPresentation + delta : model
      return
    }
    if pending.isEmpty { engine.markDirty(self) }
    // Built in place (a change is costly to copy: an animation and two arrays).
    pending.append(
      AnimationChain<Value>.Change(
        delta: delta, animation: animation, logicalGroups: [], removedGroups: []))
    guard !transaction.completions.isEmpty else { return }
    let last = pending.count - 1
    for group in transaction.completions {
      group.register()
      if group.criteria == .logicallyComplete {
        pending[last].logicalGroups.append(group)
      } else {
        pending[last].removedGroups.append(group)
      }
    }
  }
}

extension AnimatedValue: EngineAnimator {
  // The engine calls these through the protocol, that is into the generic code; the common
  // value types jump to their specialised code first thing (the generic code looks up type
  // metadata — a tuple's, an optional's — on every call, which cost more than the animation).
  func beginPendingChanges(at time: Double) -> Bool {
    if Value.self == Double.self {
      return unsafeDowncast(self, to: AnimatedValue<Double>.self).beginChanges(at: time)
    } else if Value.self == PairData.self {
      return unsafeDowncast(self, to: AnimatedValue<PairData>.self).beginChanges(at: time)
    } else if Value.self == ColorData.self {
      return unsafeDowncast(self, to: AnimatedValue<ColorData>.self).beginChanges(at: time)
    } else if Value.self == RectData.self {
      return unsafeDowncast(self, to: AnimatedValue<RectData>.self).beginChanges(at: time)
    }
    return beginChanges(at: time)
  }

  func sample(at time: Double) -> Bool {
    typealias Pair = AnimatablePair<CGFloat, CGFloat>
    typealias Quad = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
    if Value.self == Double.self {
      return unsafeDowncast(self, to: AnimatedValue<Double>.self).sampleChain(at: time)
    } else if Value.self == Pair.self {
      return unsafeDowncast(self, to: AnimatedValue<Pair>.self).sampleChain(at: time)
    } else if Value.self == Quad.self {
      return unsafeDowncast(self, to: AnimatedValue<Quad>.self).sampleChain(at: time)
    } else if Value.self == CGFloat.self {
      return unsafeDowncast(self, to: AnimatedValue<CGFloat>.self).sampleChain(at: time)
    }
    return sampleChain(at: time)
  }

  /// Begins the changes made since the last tick (see ``EngineAnimator``).
  func beginChanges(at time: Double) -> Bool {
    // A property in a lane is not in the engine's general list, even once it leaves the lane.
    var wasRunning = !chain.isEmpty
    if lane != nil {
      if retargetInLane(at: time) { return false }
      leaveLane()
      wasRunning = false
    } else if chain.isEmpty, velocityTracker == nil, enterLane(at: time) {
      return false
    }
    if let tracker = velocityTracker {
      velocityTracker = nil
      if let velocity = tracker.velocity(at: time), chain.isEmpty, let first = pending.first {
        chain.start(tracking: velocity, with: first, at: time, environment: environment)
        pending.removeFirst()
      }
    }
    for change in pending { chain.add(change, at: time, environment: environment) }
    pending.removeAll(keepingCapacity: true)
    return !wasRunning && !chain.isEmpty
  }

  /// Samples the chain at `time` (see ``EngineAnimator``).
  @_specialize(where Value == Double)
  @_specialize(where Value == CGFloat)
  @_specialize(where Value == AnimatablePair<CGFloat, CGFloat>)
  @_specialize(
    where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
  )
  func sampleChain(at time: Double) -> Bool {
    let sample = chain.sample(at: time, environment: environment)
    if !chain.readyGroups.isEmpty {
      for group in chain.readyGroups { engine?.completionBecameReady(group) }
      chain.readyGroups.removeAll(keepingCapacity: true)
    }
    guard let (reached, target) = sample else {
      // The last animation finished: snap to the model.
      storedPresentation = model
      return false
    }
    storedPresentation = model - target + reached
    return true
  }
}
