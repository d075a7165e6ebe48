/// The start times a lane's timing curves share: curves of one kind (curve and duration) that
/// began at one time are at the same point of their curve at every tick, so a tick solves the
/// curve once per cohort and each member only scales its own distance by the cohort's progress.
///
/// A cohort lives while members refer to it (counted); a freed cohort's slot is reused, so
/// neither a tick nor a retarget allocates once warm. Sharing is exact: each member gets the very
/// value it would have computed itself (the same function of the same elapsed time).
struct LaneCohorts {
  /// Where a cohort's curves are at the current tick.
  enum Phase: UInt8 {
    /// Before the end: the offset is the distance scaled by the progress.
    case running
    /// Within the end tolerance of the duration: the full distance, logically complete.
    case logicallyComplete
    /// Past the duration: finished.
    case finished
  }

  private struct Key: Hashable {
    var kind: Int
    var begin: UInt64
  }

  /// 16 bytes: a tick reads every live cohort.
  private struct Cohort {
    var begin: Double
    var kind: Int32
    var references: Int32
  }

  private var cohorts: [Cohort] = []
  /// Every cohort's eased progress at the last tick, by cohort index: 1 once its curves are
  /// complete (freed ones hold stale values). The lanes read one per member per tick, so a
  /// cohort's state is two plain arrays.
  private(set) var progress: [Double] = []
  /// Every cohort's phase at the last tick, by cohort index.
  private(set) var phases: [Phase] = []
  private var free: [Int] = []
  private var indices: [Key: Int] = [:]
  /// The cohort acquired last (most retargets of a tick share it).
  private var last = -1

  /// How many cohorts are live.
  var count: Int { indices.count }

  /// Returns the cohort of `kind` beginning at `begin` (engine time, s), counting one more member.
  mutating func acquire(kind: Int, begin: Double) -> Int {
    if last >= 0, cohorts[last].references > 0, cohorts[last].kind == kind,
      cohorts[last].begin.bitPattern == begin.bitPattern
    {
      cohorts[last].references += 1
      return last
    }
    let key = Key(kind: kind, begin: begin.bitPattern)
    if let found = indices[key] {
      cohorts[found].references += 1
      last = found
      return found
    }
    let cohort = Cohort(begin: begin, kind: Int32(kind), references: 1)
    let index: Int
    if let reused = free.popLast() {
      cohorts[reused] = cohort
      // Not yet sampled: at its start (a freed cohort's last sample is stale).
      (progress[reused], phases[reused]) = (0, .running)
      index = reused
    } else {
      cohorts.append(cohort)
      progress.append(0)
      phases.append(.running)
      index = cohorts.count - 1
      // Room for every cohort on the free list, so that releasing one in a tick never grows it.
      if free.capacity < cohorts.count { free.reserveCapacity(cohorts.count * 2) }
    }
    indices[key] = index
    last = index
    return index
  }

  /// Counts one member fewer in `cohort`; the last one frees it.
  mutating func release(_ cohort: Int) {
    cohorts[cohort].references -= 1
    guard cohorts[cohort].references == 0 else { return }
    indices[Key(kind: Int(cohorts[cohort].kind), begin: cohorts[cohort].begin.bitPattern)] = nil
    free.append(cohort)
  }

  /// The kind of `cohort`.
  func kind(of cohort: Int) -> Int { Int(cohorts[cohort].kind) }

  /// The engine time (s) at which `cohort`'s curves began.
  func begin(of cohort: Int) -> Double { cohorts[cohort].begin }

  /// Solves every live cohort's curve at engine time `time`, its kind's duration and curve
  /// given by `curves`. The arithmetic of ``AnimationEntry/sample(from:at:environment:)`` for a
  /// timing curve.
  mutating func sample(at time: Double, curves: LaneCurves) {
    guard !indices.isEmpty else { return }
    let tolerance = TimingCurveAnimation.endTolerance
    let tableSize = BezierCoefficients.tableSize
    let count = cohorts.count
    // Plain buffers for the loop: no bounds checks or retains per cohort.
    cohorts.withUnsafeBufferPointer { cohorts in
      progress.withUnsafeMutableBufferPointer { progress in
        phases.withUnsafeMutableBufferPointer { phases in
          curves.durations.withUnsafeBufferPointer { durations in
            curves.curveOfKind.withUnsafeBufferPointer { curveOfKind in
              curves.coefficients.withUnsafeBufferPointer { coefficients in
                curves.guessTables.withUnsafeBufferPointer { tables in
                  for index in 0..<count where cohorts[index].references > 0 {
                    let kind = Int(cohorts[index].kind)
                    let duration = durations[kind]
                    let elapsed = time - cohorts[index].begin
                    if elapsed > duration + tolerance {
                      (progress[index], phases[index]) = (1, .finished)
                    } else if elapsed >= duration - tolerance {
                      (progress[index], phases[index]) = (1, .logicallyComplete)
                    } else {
                      let curve = curveOfKind[kind]
                      let table = tables.baseAddress.unsafelyUnwrapped + curve &* tableSize
                      let coefficients = coefficients[curve]
                      let t = coefficients.parameter(
                        forX: elapsed / duration, guesses: table.pointee.isNaN ? nil : table)
                      (progress[index], phases[index]) = (coefficients.y(t), .running)
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
