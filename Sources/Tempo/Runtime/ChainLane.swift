/// A batch of properties each animated by a chain of combined Bézier timing curves (retargets
/// that do not merge): the general animator's commonest case, as a fast path. `Vector` is what
/// a link moves: a Double property's distance, or up to four components of a vector property
/// (a colour, a point) moved by one curve sample, as in ``CurveLane``.
///
/// A chain of two links (the commonest: one retarget) keeps them in its slot, which a tick reads
/// in one pass; a longer chain's links are in a block of the pooled storage
/// (``ChainLinkPool``), so neither a tick nor a retarget allocates once the pool is warm. A tick
/// runs the same arithmetic as ``AnimationChain/sample(at:environment:)`` on these links,
/// solving each curve once per cohort (``LaneCohorts``: the links of one kind that began at one
/// time), not once per link. A property leaves the lane for the general animator as soon as
/// anything else happens to it (a completion, another kind of animation, a chain longer than 32
/// links).
@MainActor
final class ChainLane<Vector: LaneVector> {
  /// One timing curve of a chain, as the lane hands it in and out; offsets are measured from the
  /// chain's origin (0). The lane itself keeps only each link's target and cohort: the rest
  /// follows from the cohort (its kind and begin time) and its last sample.
  struct Link {
    /// The engine time (s) at which the link began.
    var begin: Double
    /// The link's duration (s).
    var duration: Double
    /// Where the link goes, cumulative from the origin.
    var target: Vector
    /// Where the links before it were at the last sample.
    var base: Vector
    /// The index of the link's animation in `animations` (and of its curve in `curves`).
    var kind: Int
    /// The link's cohort in `cohorts` (the links of its kind that began with it).
    var cohort: Int
    var isFinished: Bool
    var isLogicallyComplete: Bool
  }

  /// A property's chain: its two links inline, or its block of links in the pool; and the offset
  /// reached at the last tick. 40 bytes for a Double.
  struct Slot {
    /// The first link's target, while the chain is inline.
    var target0: Vector
    /// The second link's target while the chain is inline; the last link's in the pool.
    var target1: Vector
    /// The offset reached at the last tick.
    var offset: Vector
    /// The inline links' cohorts.
    var cohort0: Int32
    var cohort1: Int32
    /// The index of the block's first link in the pool, or −1 while the chain is inline.
    var first: Int32
    /// How many links run, while the chain is in the pool.
    var count: UInt8
    /// The block's size class (``ChainLinkPool/capacity(ofSizeClass:)``).
    var sizeClass: UInt8

    /// The last link's target (the presentation is the model − delta + offset).
    var delta: Vector { target1 }
    /// Whether the chain's two links are in the slot.
    var isInline: Bool { first < 0 }
  }

  /// At most this many distinct animations (curve and duration) use the lane.
  static var kindLimit: Int { 64 }

  // The lane's state is only touched by its own methods, one at a time, on the main actor:
  // the dynamic exclusivity checks cost more than a retarget's own work.
  @exclusivity(unchecked) private(set) var storage = LaneSlots<Slot>()
  /// The links of chains longer than two.
  private let pool = ChainLinkPool<Vector>()
  /// The links' shared start times: each tick solves a curve once per cohort, not per link.
  @exclusivity(unchecked) private(set) var cohorts = LaneCohorts()
  /// The distinct animations of the links (as given and unwrapped), with their curves and
  /// first-guess tables.
  @exclusivity(unchecked) private var animations: [Animation] = []
  @exclusivity(unchecked) private var timings: [TimingCurveAnimation] = []
  @exclusivity(unchecked) private var curves = LaneCurves()
  /// The kind found last (most retargets use the animation before them).
  @exclusivity(unchecked) private var lastKind = 0

  var count: Int { storage.count }

  /// Slot `index`.
  subscript(index: Int) -> Slot { storage[index] }

  /// The targets and cohorts of `slot`'s links, first to last.
  private func targetsAndCohorts(of slot: Slot) -> [(target: Vector, cohort: Int)] {
    if slot.isInline {
      return [(slot.target0, Int(slot.cohort0)), (slot.target1, Int(slot.cohort1))]
    }
    let first = Int(slot.first)
    return (first..<first + Int(slot.count)).map { (pool.targets[$0], Int(pool.cohorts[$0])) }
  }

  /// The links of slot `index`, first to last, as they were at the last tick: each one's base
  /// is where the links before it had reached, and it is finished or logically complete as
  /// its cohort was.
  func links(of index: Int) -> [Link] {
    var result: [Link] = []
    var reached = Vector.zero
    for (target, cohort) in targetsAndCohorts(of: storage[index]) {
      let (progress, phase) = (cohorts.progress[cohort], cohorts.phases[cohort])
      let (base, kind) = (reached, cohorts.kind(of: cohort))
      let isFinished = phase == .finished
      reached = isFinished ? target : base + (target - base) * progress
      result.append(
        Link(
          begin: cohorts.begin(of: cohort), duration: curves.durations[kind], target: target,
          base: base, kind: kind, cohort: cohort, isFinished: isFinished,
          isLogicallyComplete: phase != .running))
    }
    return result
  }

  /// The animation of links of `kind`.
  func animation(ofKind kind: Int) -> Animation { animations[kind] }

  /// A new link of `kind` that began at `begin` and goes to `target` from `base` (counted in its
  /// cohort: it must be added to a chain).
  func link(kind: Int, begin: Double, target: Vector, base: Vector) -> Link {
    Link(
      begin: begin, duration: curves.durations[kind], target: target, base: base, kind: kind,
      cohort: cohorts.acquire(kind: kind, begin: begin), isFinished: false,
      isLogicallyComplete: false)
  }

  /// The lane's kind for `animation`: a Bézier timing curve with a positive duration; `nil` for
  /// any other animation (or when the lane already knows too many).
  func kind(of animation: Animation) -> Int? {
    // The same animation value as the last retarget's (one transaction's, or one constant's):
    // one box holds one value.
    if lastKind < animations.count, Self.isIdentical(animation, animations[lastKind]) {
      return lastKind
    }
    guard let curve = animation.base as? TimingCurveAnimation, let bezier = curve.curve.bezier,
      curve.duration > 0
    else { return nil }
    func matches(_ kind: Int) -> Bool {
      timings[kind].duration == curve.duration && curves.curve(ofKind: kind) == bezier.coefficients
        && timings[kind].curve == curve.curve
    }
    if lastKind < timings.count, matches(lastKind) { return lastKind }
    if let kind = timings.indices.first(where: matches) {
      lastKind = kind
      return kind
    }
    guard timings.count < Self.kindLimit else { return nil }
    animations.append(animation)
    timings.append(curve)
    _ = curves.append(bezier, duration: curve.duration)
    lastKind = timings.count - 1
    return lastKind
  }

  /// Whether `a` and `b` share their box (the lane's kinds keep theirs alive, so that a box's
  /// address is never reused while it is compared).
  private static func isIdentical(_ a: Animation, _ b: Animation) -> Bool {
    a.box === b.box
  }

  /// Adds a property whose chain is `first` then `second`; returns its slot's index.
  func add(_ member: any LaneMember, _ first: Link, _ second: Link) -> Int {
    storage.add(
      Slot(
        target0: first.target, target1: second.target, offset: .zero,
        cohort0: Int32(first.cohort), cohort1: Int32(second.cohort), first: -1, count: 2,
        sizeClass: 0),
      for: member)
  }

  /// Appends a link of `kind` beginning at `time` that moves the chain's target by `delta`;
  /// returns `false` (and changes nothing) when the chain is already as long as the lane allows.
  func append(to index: Int, kind: Int, at time: Double, delta: Vector) -> Bool {
    var slot = storage[index]
    if slot.isInline {
      // The third link: the chain moves to a block of the pool.
      let block = pool.allocate(sizeClass: 0)
      (pool.targets[block], pool.cohorts[block]) = (slot.target0, slot.cohort0)
      (pool.targets[block + 1], pool.cohorts[block + 1]) = (slot.target1, slot.cohort1)
      (slot.first, slot.count, slot.sizeClass) = (Int32(block), 2, 0)
    } else if Int(slot.count) == ChainLinkPool<Vector>.capacity(ofSizeClass: Int(slot.sizeClass)) {
      guard Int(slot.sizeClass) < ChainLinkPool<Vector>.largestSizeClass else { return false }
      let block = pool.allocate(sizeClass: Int(slot.sizeClass) + 1)
      let first = Int(slot.first)
      for offset in 0..<Int(slot.count) {
        pool.targets[block + offset] = pool.targets[first + offset]
        pool.cohorts[block + offset] = pool.cohorts[first + offset]
      }
      pool.free(first, sizeClass: Int(slot.sizeClass))
      (slot.first, slot.sizeClass) = (Int32(block), slot.sizeClass + 1)
    }
    let lastTarget = slot.target1
    let new = link(kind: kind, begin: time, target: lastTarget + delta, base: lastTarget)
    let end = Int(slot.first) + Int(slot.count)
    (pool.targets[end], pool.cohorts[end]) = (new.target, Int32(new.cohort))
    slot.count += 1
    slot.target1 = new.target
    storage[index] = slot
    return true
  }

  /// Samples every chain at `time`; members whose last link ended are told and removed.
  ///
  /// Each link moves from where the links before it reached toward its target by its cohort's
  /// progress (the arithmetic of ``AnimationChain/sample(at:environment:)``); a finished link
  /// is at its target.
  func tick(at time: Double) {
    cohorts.sample(at: time, curves: curves)
    let (progress, phases) = (cohorts.progress, cohorts.phases)
    pool.targets.withUnsafeMutableBufferPointer { targets in
      pool.cohorts.withUnsafeMutableBufferPointer { linkCohorts in
        progress.withUnsafeBufferPointer { progress in
          phases.withUnsafeBufferPointer { phases in
            storage.tick { slot in
              guard slot.isInline else {
                return tickPooled(
                  &slot, progress: progress, phases: phases, targets: targets,
                  cohorts: linkCohorts)
              }
              let (first, second) = (Int(slot.cohort0), Int(slot.cohort1))
              if phases[second] == .finished { return true }
              // The first link finished is at its target: 0 + (target − 0) × 1 is the target.
              let reached = Vector.zero + (slot.target0 - Vector.zero) * progress[first]
              slot.offset = reached + (slot.target1 - reached) * progress[second]
              return false
            } removing: { slot in
              self.release(slot, cohorts: UnsafeBufferPointer(linkCohorts))
            }
          }
        }
      }
    }
  }

  /// Ticks a chain whose links are in the pool; returns whether its last link ended.
  @inline(never)
  private func tickPooled(
    _ slot: inout Slot, progress: UnsafeBufferPointer<Double>,
    phases: UnsafeBufferPointer<LaneCohorts.Phase>, targets: UnsafeMutableBufferPointer<Vector>,
    cohorts linkCohorts: UnsafeMutableBufferPointer<Int32>
  ) -> Bool {
    var reached = Vector.zero
    var lastFinished = -1
    let first = Int(slot.first)
    let end = first + Int(slot.count)
    for index in first..<end {
      let cohort = Int(linkCohorts[index])
      if phases[cohort] == .finished {
        reached = targets[index]
        lastFinished = index
      } else {
        reached = reached + (targets[index] - reached) * progress[cohort]
      }
    }
    if lastFinished == end - 1 { return true }
    if lastFinished > first {
      dropLinks(before: lastFinished, of: &slot, targets: targets, cohorts: linkCohorts)
    }
    slot.offset = reached
    return false
  }

  /// Drops `slot`'s links before `link`, a finished one: they no longer affect the value.
  private func dropLinks(
    before link: Int, of slot: inout Slot, targets: UnsafeMutableBufferPointer<Vector>,
    cohorts linkCohorts: UnsafeMutableBufferPointer<Int32>
  ) {
    let first = Int(slot.first)
    let dropped = link - first
    for index in first..<link { cohorts.release(Int(linkCohorts[index])) }
    for index in link..<first + Int(slot.count) {
      targets[index - dropped] = targets[index]
      linkCohorts[index - dropped] = linkCohorts[index]
    }
    slot.count -= UInt8(dropped)
  }

  /// Removes slot `index`, returning its block to the pool.
  func remove(at index: Int) {
    pool.cohorts.withUnsafeBufferPointer { release(storage[index], cohorts: $0) }
    storage.remove(at: index)
  }

  /// Releases `slot`'s links' cohorts (read from `linkCohorts` when in the pool) and returns
  /// its block to the pool.
  @inline(never)
  private func release(_ slot: Slot, cohorts linkCohorts: UnsafeBufferPointer<Int32>) {
    guard !slot.isInline else {
      cohorts.release(Int(slot.cohort0))
      cohorts.release(Int(slot.cohort1))
      return
    }
    let first = Int(slot.first)
    for index in first..<first + Int(slot.count) { cohorts.release(Int(linkCohorts[index])) }
    pool.free(first, sizeClass: Int(slot.sizeClass))
  }
}
