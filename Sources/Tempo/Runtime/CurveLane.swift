/// A batch of Double properties each animated by one Bézier timing curve: the engine's fast path.
///
/// Slots are stored contiguously and ticked in one tight loop (solve the curve, store the
/// offset), with no allocation per tick. A property leaves the lane for the general animator
/// as soon as anything more complex happens to it (a retarget, a completion).
@MainActor
final class CurveLane {
  struct Slot {
    var begin: Double
    var duration: Double
    var inverseDuration: Double
    var delta: Double
    var offset: Double
    /// The index of the slot's curve in `curves`.
    var curve: Int
  }

  private(set) var storage = LaneSlots<Slot>()
  /// The distinct curves of the slots (few: usually the presets).
  private var curves: [BezierCoefficients] = []
  /// The curves' first-guess tables, one after the other (`segments + 1` values each).
  private var guessTables: [Double] = []
  private var curveIndices: [CubicBezier: Int] = [:]

  var count: Int { storage.count }

  /// Slot `index`.
  subscript(index: Int) -> Slot { storage[index] }

  /// Adds a property moving by `delta` along `curve`, beginning at `begin`; returns its index.
  func add(_ member: any LaneMember, begin: Double, delta: Double, animation: TimingCurveAnimation)
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
        begin: begin, duration: animation.duration, inverseDuration: 1 / animation.duration,
        delta: delta, offset: 0, curve: curve),
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
          let t = curves[slot.curve].parameter(forX: elapsed * slot.inverseDuration, guesses: table)
          slot.offset = slot.delta * curves[slot.curve].y(t)
          return false
        }
      }
    }
  }

  /// Removes slot `index`.
  func remove(at index: Int) { storage.remove(at: index) }
}
