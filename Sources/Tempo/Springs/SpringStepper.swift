/// The one integration step of both spring paths (``SpringAnimation`` and the engine's
/// ``SpringLane``): velocity Verlet at a fixed 1/300 s, the acceleration carried from step to
/// step, and SwiftUI's stall rule.
struct SpringStepper {
  /// Stiffness per unit mass k/m, in 1/s².
  let stiffness: Double
  /// Damping per unit mass c/m, in 1/s.
  let damping: Double

  /// The fixed step, in seconds.
  static let step = 1.0 / 300
  /// How far (s) the integrator clock may lag the time asked for without another step:
  /// rounding, not time.
  static let clockTolerance = 1e-9
  /// A gap between samples longer than this (s) is a stall...
  static let stallLimit = 1.0
  /// ...after which only one frame of this length (s) is simulated (the spec's rule).
  static let stallFrame = 1.0 / 60

  /// The acceleration (units/s²) at `offset` moving at `velocity` toward `target`.
  @inline(__always)
  func acceleration<V: VectorArithmetic>(target: V, offset: V, velocity: V) -> V {
    (target - offset).scaled(by: stiffness) - velocity.scaled(by: damping)
  }

  /// Applies the stall rule: after more than ``stallLimit`` without a step, the integrator
  /// clock jumps to one ``stallFrame`` before `time`.
  @inline(__always)
  static func skipStall(_ clock: inout Double, before time: Double) {
    if time - clock > stallLimit { clock = time - stallFrame }
  }

  /// Whether the integrator clock `clock` is behind `time` by more than rounding.
  @inline(__always)
  static func isBehind(_ clock: Double, _ time: Double) -> Bool {
    time - clock > clockTolerance
  }

  /// One step toward `target`: offset, velocity, the carried acceleration and the clock move.
  @inline(__always)
  func step<V: VectorArithmetic>(
    offset: inout V, velocity: inout V, acceleration: inout V, clock: inout Double, target: V
  ) {
    let h = Self.step
    let half = velocity + acceleration.scaled(by: h / 2)
    offset += half.scaled(by: h)
    acceleration = self.acceleration(target: target, offset: offset, velocity: half)
    velocity = half + acceleration.scaled(by: h / 2)
    clock += h
  }

  /// Steps while the clock is behind `time` (never a whole step ahead of it).
  @inline(__always)
  func advance<V: VectorArithmetic>(
    offset: inout V, velocity: inout V, acceleration: inout V, clock: inout Double,
    to time: Double, target: V
  ) {
    while Self.isBehind(clock, time) {
      step(
        offset: &offset, velocity: &velocity, acceleration: &acceleration, clock: &clock,
        target: target)
    }
  }
}
