/// A batch of Double properties each animated by one retargetable spring: the engine's fast path.
///
/// The same integration as ``SpringAnimation`` (velocity Verlet at 1/300 s with the
/// acceleration carried between frames, the same clock tolerance and rest test), on contiguous slots with no allocation per tick. A retarget
/// with an equal spring stays in the lane (a merge: position and velocity carry on).
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
    var stiffness: Double
    var damping: Double
    var inverseMass: Double
    var response: Double
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
    let spring = animation.spring
    return storage.add(
      Slot(
        begin: begin, delta: delta, stiffness: spring.stiffness, damping: spring.damping,
        inverseMass: 1 / spring.mass, response: spring.response),
      for: member)
  }

  /// Integrates one slot up to `time` (engine time) and returns whether it is at rest.
  @inline(__always)
  static func advance(_ slot: inout Slot, to time: Double) -> Bool {
    let local = time - slot.begin
    if local - slot.time > 1 { slot.time = local - 1.0 / 60 }
    let h = SpringAnimation.step
    let k = slot.stiffness * slot.inverseMass
    let c = slot.damping * slot.inverseMass
    var x = slot.offset
    var v = slot.velocity
    var a = slot.hasAcceleration ? slot.acceleration : k * (slot.delta - x) - c * v
    var t = slot.time
    while local - t > SpringAnimation.clockTolerance {
      let half = v + a * (h / 2)
      x += half * h
      a = k * (slot.delta - x) - c * half
      v = half + a * (h / 2)
      t += h
    }
    slot.offset = x
    slot.velocity = v
    slot.acceleration = a
    slot.hasAcceleration = true
    slot.time = t
    let remaining = slot.delta - x
    let threshold = SpringAnimation.restThreshold
    return v * v <= threshold && a * a <= threshold
      && remaining * remaining <= max(1e-4 * slot.delta * slot.delta, 1e-12)
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
