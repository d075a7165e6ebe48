extension AnimatedValue: LaneMember {
  /// Where the property's slot is in its lane (only read and written while it is in one).
  var laneIndex: Int {
    get { lane?.index ?? -1 }
    set { lane?.index = newValue }
  }

  /// Starts the single pending change in a lane if it qualifies: no other animation, no
  /// completion waiting, and a Bézier timing curve (a Double, or a vector the pair or vector
  /// lanes run) or a retargetable spring (a Double).
  @_specialize(where Value == Double)
  func enterLane(at time: Double) -> Bool {
    let isDouble = Value.self == Double.self
    guard let engine, isDouble || Self.runsInPairLane || Self.runsInVectorLane,
      pending.count == 1,
      let change = pending.first, change.logicalGroups.isEmpty, change.removedGroups.isEmpty
    else { return false }
    if let curve = change.animation.base as? TimingCurveAnimation, curve.curve.bezier != nil,
      curve.duration > 0
    {
      let membership =
        if isDouble {
          LaneMembership(
            kind: .curve,
            index: engine.curveLane.add(
              self, begin: time, delta: unsafeBitCast(change.delta, to: Double.self),
              animation: curve))
        } else if Self.runsInPairLane {
          LaneMembership(
            kind: .pair,
            index: engine.pairLane.add(
              self, begin: time, delta: Self.pair(change.delta), animation: curve))
        } else {
          LaneMembership(
            kind: .vector,
            index: engine.vectorLane.add(
              self, begin: time, delta: Self.vector(change.delta), animation: curve))
        }
      (lane, laneAnimation) = (membership, change.animation)
    } else if isDouble, let spring = change.animation.base as? SpringAnimation {
      let delta = unsafeBitCast(change.delta, to: Double.self)
      let index = engine.springLane.add(self, begin: time, delta: delta, animation: spring)
      (lane, laneAnimation) = (LaneMembership(kind: .spring, index: index), change.animation)
    } else {
      return false
    }
    pending.removeAll(keepingCapacity: true)
    return true
  }

  /// Runs a retarget inside the lanes if it can; returns whether it did. An equal spring merges
  /// in the spring lane; a Bézier timing curve (which combines) joins a curve's chain in the
  /// chain lane (the pair or vector chain lane for a vector value).
  @_specialize(where Value == Double)
  func retargetInLane(at time: Double) -> Bool {
    guard let engine, let lane, pending.count == 1,
      pending[0].logicalGroups.isEmpty, pending[0].removedGroups.isEmpty
    else { return false }
    // Only Double properties run in the curve, spring and chain lanes.
    var double: Double { unsafeBitCast(pending[0].delta, to: Double.self) }
    let joined: Bool
    switch lane.kind {
    case .spring:
      guard let animation = laneAnimation, pending[0].animation == animation else { return false }
      engine.springLane.retarget(lane.index, by: double, at: time)
      joined = true
    case .curve:
      joined = joinChain(
        from: engine.curveLane, to: engine.chainLane, kind: .chain, delta: double, at: time)
    case .pair:
      joined = joinChain(
        from: engine.pairLane, to: engine.pairChainLane, kind: .pairChain,
        delta: Self.pair(pending[0].delta), at: time)
    case .vector:
      joined = joinChain(
        from: engine.vectorLane, to: engine.vectorChainLane, kind: .vectorChain,
        delta: Self.vector(pending[0].delta), at: time)
    case .chain:
      joined = appendLink(to: engine.chainLane, delta: double, at: time)
    case .pairChain:
      joined = appendLink(to: engine.pairChainLane, delta: Self.pair(pending[0].delta), at: time)
    case .vectorChain:
      joined = appendLink(
        to: engine.vectorChainLane, delta: Self.vector(pending[0].delta), at: time)
    }
    guard joined else { return false }
    pending.removeLast()
    return true
  }

  /// Appends the pending change to the property's chain in `chains`, as a link beginning at
  /// `time` that moves the target by `delta`; returns `false` (and changes nothing) when the lane
  /// does not take the animation or the chain is as long as it allows.
  private func appendLink<Vector>(to chains: ChainLane<Vector>, delta: Vector, at time: Double)
    -> Bool
  {
    guard let lane, let kind = chains.kind(of: pending[0].animation) else { return false }
    return chains.append(to: lane.index, kind: kind, at: time, delta: delta)
  }

  /// Moves the property from its slot in `curves` to a new chain in `chains`: the curve it ran,
  /// then the pending change's, which begins at `time` and moves the target by `delta`; returns
  /// `false` (and changes nothing) when the chain lane does not take one of the two animations.
  private func joinChain<Vector>(
    from curves: CurveLane<Vector>, to chains: ChainLane<Vector>,
    kind laneKind: LaneMembership.Kind, delta: Vector, at time: Double
  ) -> Bool {
    guard let lane, let animation = laneAnimation,
      let kind = chains.kind(of: pending[0].animation), let first = chains.kind(of: animation)
    else { return false }
    let slot = curves[lane.index]
    let begin = curves.begin(of: lane.index)
    curves.remove(at: lane.index)
    let index = chains.add(
      self, chains.link(kind: first, begin: begin, target: slot.delta, base: .zero),
      chains.link(kind: kind, begin: time, target: slot.delta + delta, base: slot.delta))
    self.lane = LaneMembership(kind: laneKind, index: index)
    return true
  }

  /// Hands the lane's animation over to the general animator, with its state.
  @_specialize(where Value == Double)
  func leaveLane() {
    guard let engine, let lane, let animation = laneAnimation else { return }
    switch lane.kind {
    case .curve:
      leaveCurveLane(engine.curveLane, at: lane.index, animation: animation) { Self.value($0) }
    case .pair:
      leaveCurveLane(engine.pairLane, at: lane.index, animation: animation) { Self.value($0) }
    case .vector:
      leaveCurveLane(engine.vectorLane, at: lane.index, animation: animation) { Self.value($0) }
    case .spring:
      let slot = engine.springLane[lane.index]
      var state = AnimationState<Value>()
      var spring = SpringState<Value>()
      spring.isStarted = true
      spring.offset = Self.value(slot.offset)
      spring.velocity = Self.value(slot.velocity)
      spring.time = slot.time
      spring.logicalStart = slot.logicalStart
      spring.force = slot.hasAcceleration ? Self.value(slot.acceleration) : nil
      spring.forceTarget = Self.value(slot.delta)
      state[SpringState<Value>.self] = spring
      chain.start(
        with: AnimationEntry(
          animation: animation, begin: slot.begin, target: Self.value(slot.delta),
          base: Self.value(0), state: state, logicalGroups: []))
      storedPresentation = model - Self.value(slot.delta) + Self.value(slot.offset)
      engine.springLane.remove(at: lane.index)
    case .chain:
      leaveChainLane(engine.chainLane, at: lane.index) { Self.value($0) }
    case .pairChain:
      leaveChainLane(engine.pairChainLane, at: lane.index) { Self.value($0) }
    case .vectorChain:
      leaveChainLane(engine.vectorChainLane, at: lane.index) { Self.value($0) }
    }
    (self.lane, laneAnimation) = (nil, nil)
  }

  /// Hands slot `index` of `chains` over to the general animator, one entry per link; `value`
  /// makes a `Value` of the lane's vectors.
  private func leaveChainLane<Vector>(
    _ chains: ChainLane<Vector>, at index: Int, _ value: (Vector) -> Value
  ) {
    chain.start(
      with: chains.links(of: index).map { link in
        var entry = AnimationEntry(
          animation: chains.animation(ofKind: link.kind), begin: link.begin,
          target: value(link.target), base: value(link.base), logicalGroups: [])
        (entry.isFinished, entry.isLogicallyComplete) = (link.isFinished, link.isLogicallyComplete)
        return entry
      })
    let slot = chains[index]
    storedPresentation = model - value(slot.delta) + value(slot.offset)
    chains.remove(at: index)
  }

  /// Hands slot `index` of `curves` over to the general animator; `value` makes a `Value` of
  /// the lane's vectors.
  private func leaveCurveLane<Vector>(
    _ curves: CurveLane<Vector>, at index: Int, animation: Animation, _ value: (Vector) -> Value
  ) {
    let slot = curves[index]
    chain.start(
      with: AnimationEntry(
        animation: animation, begin: curves.begin(of: index), target: value(slot.delta),
        base: value(.zero), logicalGroups: []))
    storedPresentation = model - value(slot.delta) + value(slot.offset)
    curves.remove(at: index)
  }

  func laneDidFinish() {
    (lane, laneAnimation) = (nil, nil)
    storedPresentation = model
  }
}
