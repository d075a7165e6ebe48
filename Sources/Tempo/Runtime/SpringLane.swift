/// A batch of Double properties each animated by one retargetable spring: the engine's fast path.
///
/// The same physics as ``SpringAnimation``, by construction: one ``SpringStepper`` (velocity
/// Verlet at 1/300 s with the acceleration carried between frames, the stall rule) and one rest
/// rule (``SpringAnimation/tolerance``), on contiguous slots with no allocation per tick. A
/// retarget with an equal spring stays in the lane (a merge: position and velocity carry on).
@MainActor
final class SpringLane {
  struct Slot {
    var begin: Double
    /// Integrator time, relative to `begin`.
    var time = 0.0
    var delta: Double
    var offset = 0.0
    var velocity = 0.0
    /// The acceleration after the last step, carried to the next (valid if `hasAcceleration`).
    var acceleration = 0.0
    var hasAcceleration = false
    /// The spring's physics per unit mass.
    var stepper: SpringStepper
    var logicalStart = 0.0
  }

  private(set) var storage = LaneSlots<Slot>()

  var count: Int { storage.count }

  /// Slot `index`.
  subscript(index: Int) -> Slot { storage[index] }

  /// Adds a property moving by `delta` with `animation`, beginning at `begin`; returns its index.
  func add(_ member: any LaneMember, begin: Double, delta: Double, animation: SpringAnimation)
    -> Int
  {
    storage.add(Slot(begin: begin, delta: delta, stepper: animation.stepper), for: member)
  }

  /// Integrates one slot up to `time` (engine time) and returns whether it is at rest.
  @inline(__always)
  static func advance(_ slot: inout Slot, to time: Double) -> Bool {
    let local = time - slot.begin
    SpringStepper.skipStall(&slot.time, before: local)
    let stepper = slot.stepper
    var x = slot.offset
    var v = slot.velocity
    var a =
      slot.hasAcceleration
      ? slot.acceleration : stepper.acceleration(target: slot.delta, offset: x, velocity: v)
    var t = slot.time
    stepper.advance(
      offset: &x, velocity: &v, acceleration: &a, clock: &t, to: local, target: slot.delta)
    slot.offset = x
    slot.velocity = v
    slot.acceleration = a
    slot.hasAcceleration = true
    slot.time = t
    return SpringAnimation.tolerance.isAtRest(
      velocity: v, acceleration: a, remaining: slot.delta - x, move: slot.delta)
  }

  /// Samples every slot at `time`; members whose spring came to rest are told and removed.
  func tick(at time: Double) {
    storage.tick { Self.advance(&$0, to: time) }
  }

  /// Retargets slot `index` by `delta` at engine time `time` (a merge with an equal spring).
  func retarget(_ index: Int, by delta: Double, at time: Double) {
    var slot = storage[index]
    _ = Self.advance(&slot, to: time)
    slot.delta += delta
    slot.hasAcceleration = false
    slot.logicalStart = time - slot.begin
    storage[index] = slot
  }

  /// Removes slot `index`.
  func remove(at index: Int) { storage.remove(at: index) }
}
