/// A batch of properties each animated by one Bézier timing curve: the engine's fast path.
///
/// Slots are stored contiguously and ticked in one tight loop, with no allocation per tick.
/// Properties whose curves began together with one animation form a cohort (``LaneCohorts``):
/// a tick solves each cohort's curve once, and each slot only scales its distance by the
/// cohort's progress. `Vector` is what a slot moves: a Double property's distance, or up to four
/// components of a vector property (a colour, a point) moved by one curve sample. A property
/// leaves the lane for the general animator as soon as anything more complex happens to it (a
/// retarget that does not combine in the chain lane, a completion). The arithmetic is the
/// general animator's (``AnimationEntry/sample(from:at:environment:)``).
@MainActor
final class CurveLane<Vector: LaneVector> {
  struct Slot {
    /// The slot's cohort in `cohorts`.
    var cohort: Int
    var delta: Vector
    var offset: Vector
  }

  /// A kind of curve: its coefficients and duration.
  private struct Kind: Hashable {
    var curve: BezierCoefficients
    var duration: Double
  }

  @exclusivity(unchecked) private(set) var storage = LaneSlots<Slot>()
  /// The slots' shared start times.
  @exclusivity(unchecked) private(set) var cohorts = LaneCohorts()
  /// The distinct kinds of the slots (few: usually the presets), and their curves.
  @exclusivity(unchecked) private var curves = LaneCurves()
  private var kinds: [Kind: Int] = [:]

  var count: Int { storage.count }

  /// Slot `index`.
  subscript(index: Int) -> Slot { storage[index] }

  /// The engine time (s) at which slot `index`'s curve began.
  func begin(of index: Int) -> Double { cohorts.begin(of: storage[index].cohort) }

  /// Adds a property moving by `delta` along `curve`, beginning at `begin`; returns its index.
  func add(_ member: any LaneMember, begin: Double, delta: Vector, animation: TimingCurveAnimation)
    -> Int
  {
    let bezier = animation.curve.bezier!
    let key = Kind(curve: bezier.coefficients, duration: animation.duration)
    let kind: Int
    if let known = kinds[key] {
      kind = known
    } else {
      kind = curves.append(bezier, duration: animation.duration)
      kinds[key] = kind
    }
    return storage.add(
      Slot(cohort: cohorts.acquire(kind: kind, begin: begin), delta: delta, offset: .zero),
      for: member)
  }

  /// Samples every slot at `time`; members whose curve ended are told and removed.
  func tick(at time: Double) {
    cohorts.sample(at: time, curves: curves)
    let (progress, phases) = (cohorts.progress, cohorts.phases)
    progress.withUnsafeBufferPointer { progress in
      phases.withUnsafeBufferPointer { phases in
        storage.tick { slot in
          // Complete cohorts' progress is 1: the full distance.
          slot.offset = slot.delta * progress[slot.cohort]
          return phases[slot.cohort] == .finished
        } removing: { slot in
          self.cohorts.release(slot.cohort)
        }
      }
    }
  }

  /// Removes slot `index`.
  func remove(at index: Int) {
    cohorts.release(storage[index].cohort)
    storage.remove(at: index)
  }
}

/// What a ``CurveLane`` slot or a ``ChainLane`` link moves: a Double, or the components of a
/// vector value moved as one.
protocol LaneVector {
  /// No distance.
  static var zero: Self { get }
  /// `lhs` scaled by `rhs`, component by component.
  static func * (lhs: Self, rhs: Double) -> Self
  /// The sum, component by component.
  static func + (lhs: Self, rhs: Self) -> Self
  /// The difference, component by component.
  static func - (lhs: Self, rhs: Self) -> Self
}

extension Double: LaneVector {}

extension SIMD2: LaneVector where Scalar == Double {}

extension SIMD4: LaneVector where Scalar == Double {}
