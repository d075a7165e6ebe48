/// Which of the engine's lanes runs a property's animation.
enum LaneKind {
  case none, curve, spring
}

extension AnimatedValue: LaneMember {
  /// Starts the single pending change in a lane if it qualifies: a Double property, no other
  /// animation, no completion waiting, and a Bézier timing curve or a retargetable spring.
  func enterLane(at time: Double) -> Bool {
    guard let engine, Value.self == Double.self, pending.count == 1, let change = pending.first,
      change.logicalGroups.isEmpty, change.removedGroups.isEmpty
    else { return false }
    let delta = unsafeBitCast(change.delta, to: Double.self)
    if let curve = change.animation.base as? TimingCurveAnimation, curve.curve.bezier != nil,
      curve.duration > 0
    {
      laneIndex = engine.curveLane.add(self, begin: time, delta: delta, animation: curve)
      lane = .curve
    } else if let spring = change.animation.base as? SpringAnimation {
      laneIndex = engine.springLane.add(self, begin: time, delta: delta, animation: spring)
      lane = .spring
    } else {
      return false
    }
    laneAnimation = change.animation
    pending.removeAll()
    return true
  }

  /// Merges a retarget with an equal spring inside the spring lane; returns whether it did.
  func retargetInLane(at time: Double) -> Bool {
    guard let engine, lane == .spring, pending.count == 1, let change = pending.first,
      change.logicalGroups.isEmpty, change.removedGroups.isEmpty,
      change.animation == laneAnimation
    else { return false }
    engine.springLane.retarget(
      laneIndex, by: unsafeBitCast(change.delta, to: Double.self), at: time)
    pending.removeAll()
    return true
  }

  /// Hands the lane's animation over to the general animator, with its state.
  func leaveLane() {
    guard let engine, let animation = laneAnimation else { return }
    switch lane {
    case .none:
      return
    case .curve:
      let slot = engine.curveLane[laneIndex]
      entries = [
        AnimationEntry(
          animation: animation, begin: slot.begin, target: Self.value(slot.delta),
          base: Self.value(0), logicalGroups: [])
      ]
      storedPresentation = model - Self.value(slot.delta) + Self.value(slot.offset)
      engine.curveLane.remove(at: laneIndex)
    case .spring:
      let slot = engine.springLane[laneIndex]
      var state = AnimationState<Value>()
      var spring = SpringState<Value>()
      spring.offset = Self.value(slot.offset)
      spring.velocity = Self.value(slot.velocity)
      spring.time = slot.time
      spring.logicalStart = slot.logicalStart
      spring.force = slot.hasAcceleration ? Self.value(slot.acceleration) : nil
      spring.forceTarget = Self.value(slot.delta)
      state[SpringState<Value>.self] = spring
      entries = [
        AnimationEntry(
          animation: animation, begin: slot.begin, target: Self.value(slot.delta),
          base: Self.value(0), state: state, logicalGroups: [])
      ]
      storedPresentation = model - Self.value(slot.delta) + Self.value(slot.offset)
      engine.springLane.remove(at: laneIndex)
    }
    lane = .none
    laneIndex = -1
    laneAnimation = nil
  }

  func laneDidFinish() {
    lane = .none
    laneIndex = -1
    laneAnimation = nil
    storedPresentation = model
  }
}
