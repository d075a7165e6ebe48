/// A property whose changes animate: the model `value` and the `presentation` to draw now.
///
/// Setting `value` inside `withAnimation` or `withTransaction` with an animation animates it:
/// the change begins at the engine's next `tick()`, merging with or combining with what is
/// already running (SwiftUI's rules). Setting it outside a transaction with an animation moves
/// the model at once; a running animation keeps playing on top of the new value.
@MainActor
public final class AnimatedValue<Value: VectorArithmetic> {
  /// The engine that animates this property; `nil` once the engine is gone (held weakly: the
  /// engine holds the properties it animates, so a strong reference back would keep both
  /// alive for ever when the engine is dropped mid-animation).
  public private(set) weak var engine: AnimationEngine?
  private(set) var model: Value {
    didSet { revision &+= 1 }
  }
  var storedPresentation: Value {
    didSet { revision &+= 1 }
  }
  /// Which engine lane runs this property's animation, if one does (Double properties only).
  var lane = LaneKind.none
  var laneIndex = -1
  /// The animation running in the lane, kept to hand over to the general animator.
  var laneAnimation: Animation?
  /// Counts changes to the model and to the presentation outside the engine's lanes, so that a
  /// wrapper can cache what it derives from them (with the engine's tick count for lanes).
  private(set) var revision = 0
  /// The environment animations see in their `AnimationContext` (for example a pause flag).
  public var environment = EnvironmentValues()
  var pending: [PendingChange] = []
  var entries: [AnimationEntry<Value>] = []
  /// Entries replaced by a merge that completions still wait for.
  private var ghosts: [AnimationEntry<Value>] = []
  private var removedGroups: [CompletionGroup] = []

  struct PendingChange {
    var delta: Value
    var animation: Animation
    var logicalGroups: [CompletionGroup]
    var removedGroups: [CompletionGroup]
  }

  /// Creates a property at `value`, animated by `engine`.
  public init(_ value: Value, engine: AnimationEngine) {
    self.engine = engine
    model = value
    storedPresentation = value
  }

  /// What to draw now: the model value plus the running animations' remaining offset.
  public var presentation: Value {
    // Without its engine nothing animates: the property shows its model.
    guard let engine else { return model }
    switch lane {
    case .none:
      return storedPresentation
    case .curve:
      let slot = engine.curveLane[laneIndex]
      return model - Self.value(slot.delta) + Self.value(slot.offset)
    case .spring:
      let slot = engine.springLane[laneIndex]
      return model - Self.value(slot.delta) + Self.value(slot.offset)
    }
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
    (revision, lane == .none ? 0 : engine?.tickCount ?? 0)
  }

  /// Whether ``presentation`` is the model itself: nothing animates or waits to begin, or the
  /// engine is gone.
  var showsModel: Bool {
    (lane == .none && entries.isEmpty && pending.isEmpty) || engine == nil
  }

  /// Whether an animation is running or about to begin.
  public var isAnimating: Bool {
    engine != nil && (lane != .none || !entries.isEmpty || !pending.isEmpty)
  }

  /// Sets the model value with the given transaction instead of the current one.
  public func set(_ newValue: Value, transaction: Transaction) {
    guard newValue != model else { return }
    let delta = newValue - model
    model = newValue
    guard let animation = transaction.animation, let engine else {
      // Idle, the presentation is the model exactly (adding the delta could round off by an
      // ulp, and the value would then never show its model); running, the motion plays on top.
      storedPresentation = isAnimating ? storedPresentation + delta : model
      return
    }
    var change = PendingChange(
      delta: delta, animation: animation, logicalGroups: [], removedGroups: [])
    for group in transaction.completions {
      group.register()
      if group.criteria == .logicallyComplete {
        change.logicalGroups.append(group)
      } else {
        change.removedGroups.append(group)
      }
    }
    if pending.isEmpty { engine.markDirty(self) }
    pending.append(change)
  }
}

extension AnimatedValue: EngineAnimator {
  func beginPendingChanges(at time: Double) -> Bool {
    // A property in a lane is not in the engine's general list, even once it leaves the lane.
    var wasRunning = !entries.isEmpty
    if lane != .none {
      if retargetInLane(at: time) { return false }
      leaveLane()
      wasRunning = false
    } else if entries.isEmpty, enterLane(at: time) {
      return false
    }
    for change in pending {
      removedGroups += change.removedGroups
      guard let last = entries.last else {
        // The chain's origin is a zero shaped like the user's values, never `.zero` (a custom
        // vector's `zero` may be a placeholder, such as a one-element array).
        entries = [
          AnimationEntry(
            animation: change.animation, begin: time, target: change.delta,
            base: change.delta.scaled(by: 0), logicalGroups: change.logicalGroups)
        ]
        continue
      }
      // The last link animates from where the links before it are now, not at the last frame:
      // a merge must see its current interval, or it takes over a stale offset (a jump as big
      // as the earlier links' motion since the last frame).
      let base = entries.count > 1 ? currentBase(upTo: entries.count - 1, at: time) : last.base
      entries[entries.count - 1].base = base
      var context = AnimationContext(state: last.state, environment: environment)
      let merges = change.animation.shouldMerge(
        previous: last.animation, value: last.target - base, time: time - last.begin,
        context: &context)
      if merges {
        if !last.isLogicallyComplete && !last.logicalGroups.isEmpty { ghosts.append(last) }
        entries[entries.count - 1] = AnimationEntry(
          animation: change.animation, begin: last.begin, target: last.target + change.delta,
          base: base, state: context.state, logicalGroups: change.logicalGroups)
      } else {
        entries.append(
          AnimationEntry(
            animation: change.animation, begin: time, target: last.target + change.delta,
            base: last.target, logicalGroups: change.logicalGroups))
      }
    }
    pending.removeAll()
    return !wasRunning && !entries.isEmpty
  }

  @_specialize(where Value == Double)
  @_specialize(where Value == CGFloat)
  @_specialize(where Value == AnimatablePair<CGFloat, CGFloat>)
  @_specialize(
    where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
  )
  func sample(at time: Double) -> Bool {
    guard !entries.isEmpty else {
      finish()
      return false
    }
    var reached = entries[0].base
    for index in entries.indices {
      if entries[index].isFinished {
        reached = entries[index].target
        continue
      }
      reached = entries[index].sample(from: reached, at: time, environment: environment)
      if entries[index].isLogicallyComplete && !entries[index].logicalGroups.isEmpty {
        entries[index].releaseLogicalGroups(to: engine)
      }
    }
    if !ghosts.isEmpty { sampleGhosts(at: time) }
    guard let last = entries.last, !last.isFinished else {
      finish()
      return false
    }
    storedPresentation = model - last.target + reached
    if entries.count > 1 { dropSupersededEntries() }
    return true
  }

  /// Where the first `count` links of the chain are at `time`, sampled on copies: the tick
  /// samples the links themselves (an animation may not expect two samples at one time).
  private func currentBase(upTo count: Int, at time: Double) -> Value {
    var reached = entries[0].base
    for index in 0..<count {
      var link = entries[index]
      reached =
        link.isFinished
        ? link.target : link.sample(from: reached, at: time, environment: environment)
    }
    return reached
  }

  /// Runs merged-away animations only to learn when they become logically complete.
  private func sampleGhosts(at time: Double) {
    for index in ghosts.indices {
      _ = ghosts[index].sample(from: ghosts[index].base, at: time, environment: environment)
      if ghosts[index].isLogicallyComplete { ghosts[index].releaseLogicalGroups(to: engine) }
    }
    ghosts.removeAll { $0.logicalGroups.isEmpty }
  }

  /// Entries before the last finished one no longer affect the value: release and drop them.
  private func dropSupersededEntries() {
    guard let lastFinished = entries.dropLast().lastIndex(where: { $0.isFinished }),
      lastFinished > 0
    else { return }
    for index in 0..<lastFinished { entries[index].releaseLogicalGroups(to: engine) }
    entries.removeFirst(lastFinished)
  }

  /// The last animation finished: snap to the model and release every waiting completion.
  private func finish() {
    for index in entries.indices { entries[index].releaseLogicalGroups(to: engine) }
    for index in ghosts.indices { ghosts[index].releaseLogicalGroups(to: engine) }
    for group in removedGroups where group.release() { engine?.completionBecameReady(group) }
    entries.removeAll()
    ghosts.removeAll()
    removedGroups.removeAll()
    storedPresentation = model
  }
}
