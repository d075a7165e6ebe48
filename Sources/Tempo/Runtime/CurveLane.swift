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

  private(set) var slots: [Slot] = []
  /// The distinct curves of the slots (few: usually the presets).
  private var curves: [BezierCoefficients] = []
  /// The curves' first-guess tables, one after the other (`segments + 1` values each).
  private var guessTables: [Double] = []
  private var curveIndices: [CubicBezier: Int] = [:]
  private(set) var members: [any LaneMember] = []
  private var finished: [Int] = []

  var count: Int { slots.count }

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
    slots.append(
      Slot(
        begin: begin, duration: animation.duration, inverseDuration: 1 / animation.duration,
        delta: delta, offset: 0, curve: curve))
    members.append(member)
    return slots.count - 1
  }

  /// Samples every slot at `time`; members whose curve ended are told and removed.
  func tick(at time: Double) {
    let tolerance = TimingCurveAnimation.endTolerance
    let tableSize = BezierCoefficients.segments + 1
    curves.withUnsafeBufferPointer { curves in
      guessTables.withUnsafeBufferPointer { tables in
        slots.withUnsafeMutableBufferPointer { slots in
          for index in slots.indices {
            let elapsed = time - slots[index].begin
            let duration = slots[index].duration
            if elapsed >= duration - tolerance {
              if elapsed > duration + tolerance { finished.append(index) }
              slots[index].offset = slots[index].delta
            } else {
              let curve = slots[index].curve
              let table =
                tables[curve * tableSize].isNaN
                ? UnsafeBufferPointer(rebasing: tables[0..<0])
                : UnsafeBufferPointer(rebasing: tables[curve * tableSize..<(curve + 1) * tableSize])
              let progress = elapsed * slots[index].inverseDuration
              let t = curves[curve].parameter(forX: progress, guesses: table)
              slots[index].offset = slots[index].delta * curves[curve].y(t)
            }
          }
        }
      }
    }
    guard !finished.isEmpty else { return }
    for index in finished.reversed() {
      let member = members[index]
      remove(at: index)
      member.laneDidFinish()
    }
    finished.removeAll(keepingCapacity: true)
  }

  /// Removes slot `index`, moving the last slot into its place.
  func remove(at index: Int) {
    let last = slots.count - 1
    if index != last {
      slots[index] = slots[last]
      members[index] = members[last]
      members[index].laneIndex = index
    }
    slots.removeLast()
    members.removeLast()
  }
}

/// A property that can run in one of the engine's lanes.
@MainActor
protocol LaneMember: AnyObject {
  /// Where the property's slot is in its lane.
  var laneIndex: Int { get set }
  /// The lane removed the property's slot because its animation finished.
  func laneDidFinish()
}
