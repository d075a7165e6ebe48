/// The animations running on one property: a chain of links that combines retargets, with the
/// completions waiting on them.
///
/// Offsets are measured from the chain's origin (the first link's `base`, a zero shaped like the
/// property's values): each link animates from where the links before it are to its cumulative
/// `target`. A change with an animation that merges (SwiftUI's `shouldMerge`) replaces the last
/// link; otherwise it is appended. Completion groups that become ready collect in
/// ``readyGroups`` for the owner to hand to its engine.
struct AnimationChain<Value: VectorArithmetic> {
  /// A change to begin: the model moved by `delta` with `animation`.
  struct Change {
    var delta: Value
    var animation: Animation
    /// Completions waiting for this change's animation to be logically complete.
    var logicalGroups: [CompletionGroup]
    /// Completions waiting for every animation on the property to be removed.
    var removedGroups: [CompletionGroup]
  }

  private(set) var entries: [AnimationEntry<Value>] = []
  /// Entries replaced by a merge that completions still wait for.
  private var ghosts: [AnimationEntry<Value>] = []
  private var removedGroups: [CompletionGroup] = []
  /// Completion groups that became ready since the owner last took them.
  var readyGroups: [CompletionGroup] = []

  /// Whether no link runs.
  var isEmpty: Bool { entries.isEmpty }

  /// Starts the chain with `entry` (a lane handing its animation over), replacing any links.
  mutating func start(with entry: AnimationEntry<Value>) {
    entries = [entry]
  }

  /// Starts the chain with `entries` (a lane handing its chain over), replacing any links.
  mutating func start(with entries: [AnimationEntry<Value>]) {
    self.entries = entries
  }

  /// Begins `change` at engine time `time` on an empty chain, after changes that moved at
  /// `velocity` (units/s): its animation starts with that velocity if it merges with motion
  /// (a spring), as SwiftUI's velocity tracking does; otherwise it starts at rest.
  mutating func start(
    tracking velocity: Value, with change: Change, at time: Double, environment: EnvironmentValues
  ) {
    add(change, at: time, environment: environment)
    var state = AnimationState<Value>()
    state[TrackedVelocityKey<Value>.self] = velocity
    var context = AnimationContext(state: state, environment: environment)
    let merges = change.animation.shouldMerge(
      previous: Animation(VelocityTrackingAnimation()), value: change.delta, time: 0,
      context: &context)
    if merges {
      context.state[TrackedVelocityKey<Value>.self] = nil
      entries[0].state = context.state
    }
  }

  /// Begins `change` at engine time `time`: merges it into the last link or appends a link.
  mutating func add(_ change: Change, at time: Double, environment: EnvironmentValues) {
    removedGroups += change.removedGroups
    guard let last = entries.last else {
      // The chain's origin is a zero shaped like the user's values, never `.zero` (a custom
      // vector's `zero` may be a placeholder, such as a one-element array).
      entries = [
        AnimationEntry(
          animation: change.animation, begin: time, target: change.delta,
          base: change.delta.scaled(by: 0), logicalGroups: change.logicalGroups)
      ]
      return
    }
    // The last link animates from where the links before it are now, not at the last frame:
    // a merge must see its current interval, or it takes over a stale offset (a jump as big
    // as the earlier links' motion since the last frame).
    let base =
      entries.count > 1
      ? currentBase(upTo: entries.count - 1, at: time, environment: environment) : last.base
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

  /// Samples every link at `time`. Returns the offset reached and the last link's target (the
  /// presentation is the model − target + reached), or `nil` once the last link finished (then
  /// every waiting completion is released and the chain is empty).
  @_specialize(where Value == Double)
  @_specialize(where Value == CGFloat)
  @_specialize(where Value == AnimatablePair<CGFloat, CGFloat>)
  @_specialize(
    where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
  )
  mutating func sample(at time: Double, environment: EnvironmentValues) -> (
    reached: Value, target: Value
  )? {
    guard !entries.isEmpty else {
      finish()
      return nil
    }
    var reached = entries[0].base
    for index in entries.indices {
      if entries[index].isFinished {
        reached = entries[index].target
        continue
      }
      reached = entries[index].sample(from: reached, at: time, environment: environment)
      if entries[index].isLogicallyComplete && !entries[index].logicalGroups.isEmpty {
        entries[index].releaseLogicalGroups(into: &readyGroups)
      }
    }
    if !ghosts.isEmpty { sampleGhosts(at: time, environment: environment) }
    guard let last = entries.last, !last.isFinished else {
      finish()
      return nil
    }
    if entries.count > 1 { dropSupersededEntries() }
    return (reached, last.target)
  }

  /// Where the first `count` links of the chain are at `time`, sampled on copies: the tick
  /// samples the links themselves (an animation may not expect two samples at one time).
  private func currentBase(upTo count: Int, at time: Double, environment: EnvironmentValues)
    -> Value
  {
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
  private mutating func sampleGhosts(at time: Double, environment: EnvironmentValues) {
    for index in ghosts.indices {
      _ = ghosts[index].sample(from: ghosts[index].base, at: time, environment: environment)
      if ghosts[index].isLogicallyComplete {
        ghosts[index].releaseLogicalGroups(into: &readyGroups)
      }
    }
    ghosts.removeAll { $0.logicalGroups.isEmpty }
  }

  /// Entries before the last finished one no longer affect the value: release and drop them.
  private mutating func dropSupersededEntries() {
    guard let lastFinished = entries.dropLast().lastIndex(where: { $0.isFinished }),
      lastFinished > 0
    else { return }
    for index in 0..<lastFinished { entries[index].releaseLogicalGroups(into: &readyGroups) }
    entries.removeFirst(lastFinished)
  }

  /// The last animation finished: release every waiting completion and empty the chain.
  private mutating func finish() {
    for index in entries.indices { entries[index].releaseLogicalGroups(into: &readyGroups) }
    for index in ghosts.indices { ghosts[index].releaseLogicalGroups(into: &readyGroups) }
    for group in removedGroups where group.release() { readyGroups.append(group) }
    entries.removeAll()
    ghosts.removeAll()
    removedGroups.removeAll()
  }
}
