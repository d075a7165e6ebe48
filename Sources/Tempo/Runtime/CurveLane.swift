/// A batch of properties each animated by one Bézier timing curve: the engine's fast path.
///
/// Slots are stored contiguously and ticked in one tight loop (solve the curve, scale the
/// distance), with no allocation per tick. `Vector` is what a slot moves: a Double property's
/// distance, or up to four components of a vector property (a colour, a point) scaled by one
/// curve sample. A property leaves the lane for the general animator as soon as anything more
/// complex happens to it (a retarget that does not combine in the chain lane, a completion).
/// The arithmetic is the general animator's (``AnimationEntry/sample(from:at:environment:)``).
@MainActor
final class CurveLane<Vector: LaneVector> {
  struct Slot {
    var begin: Double
    var duration: Double
    var delta: Vector
    var offset: Vector
    /// The index of the slot's curve in `curves`.
    var curve: Int
  }

  @exclusivity(unchecked) private(set) var storage = LaneSlots<Slot>()
  /// The distinct curves of the slots (few: usually the presets).
  @exclusivity(unchecked) private var curves: [BezierCoefficients] = []
  /// The curves' first-guess tables, one after the other (`segments + 1` values each).
  @exclusivity(unchecked) private var guessTables: [Double] = []
  private var curveIndices: [CubicBezier: Int] = [:]

  var count: Int { storage.count }

  /// Slot `index`.
  subscript(index: Int) -> Slot { storage[index] }

  /// Adds a property moving by `delta` along `curve`, beginning at `begin`; returns its index.
  func add(_ member: any LaneMember, begin: Double, delta: Vector, animation: TimingCurveAnimation)
    -> Int
  {
    let bezier = animation.curve.bezier!
    let curve = curveIndices[bezier] ?? curves.count
    if curve == curves.count {
      curves.append(bezier.coefficients)
      guessTables +=
        bezier.guesses.isEmpty
        ? Array(repeating: .nan, count: BezierCoefficients.segments + 1) : bezier.guesses
      curveIndices[bezier] = curve
    }
    return storage.add(
      Slot(
        begin: begin, duration: animation.duration, delta: delta, offset: .zero, curve: curve),
      for: member)
  }

  /// Samples every slot at `time`; members whose curve ended are told and removed.
  func tick(at time: Double) {
    let tolerance = TimingCurveAnimation.endTolerance
    let tableSize = BezierCoefficients.segments + 1
    curves.withUnsafeBufferPointer { curves in
      guessTables.withUnsafeBufferPointer { tables in
        storage.tick { slot in
          let elapsed = time - slot.begin
          if elapsed >= slot.duration - tolerance {
            slot.offset = slot.delta
            return elapsed > slot.duration + tolerance
          }
          let start = slot.curve * tableSize
          let table =
            tables[start].isNaN
            ? UnsafeBufferPointer(rebasing: tables[0..<0])
            : UnsafeBufferPointer(rebasing: tables[start..<start + tableSize])
          let t = curves[slot.curve].parameter(forX: elapsed / slot.duration, guesses: table)
          slot.offset = slot.delta * curves[slot.curve].y(t)
          return false
        }
      }
    }
  }

  /// Removes slot `index`.
  func remove(at index: Int) { storage.remove(at: index) }
}

/// What a ``CurveLane`` slot moves: a Double, or the components of a vector value moved as one.
protocol LaneVector {
  /// No distance.
  static var zero: Self { get }
  /// `lhs` scaled by `rhs`, component by component.
  static func * (lhs: Self, rhs: Double) -> Self
}

extension Double: LaneVector {}

extension SIMD4: LaneVector where Scalar == Double {}
