/// A batch of properties each animated by a chain of combined Bézier timing curves (retargets
/// that do not merge): the general animator's commonest case, as a fast path. `Vector` is what
/// a link moves: a Double property's distance, or up to four components of a vector property
/// (a colour, a point) moved by one curve sample, as in ``CurveLane``.
///
/// Each property's links are kept in a block of the pooled link storage (blocks of 2, 4, 8,
/// 16 or 32 links, reused through free lists), so neither a tick nor a retarget allocates once
/// the pool is warm. A tick runs the same arithmetic as ``AnimationChain/sample(at:environment:)``
/// on these links, solving each curve once per cohort (``LaneCohorts``: the links of one kind
/// that began at one time), not once per link. A property leaves the lane for the general animator as soon as anything else
/// happens to it (a completion, another kind of animation, a chain longer than 32 links).
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

  /// A property's chain: its block of links, and the offset reached at the last tick.
  struct Slot {
    /// The index of the block's first link in the link storage.
    var first: Int
    /// The block's size class: it holds `2 << sizeClass` links.
    var sizeClass: Int
    /// How many links run.
    var count: Int
    /// The last link's target (the presentation is the model − delta + offset).
    var delta: Vector
    /// The offset reached at the last tick.
    var offset: Vector
  }

  /// The largest size class: chains of up to 32 links run in the lane.
  static var largestSizeClass: Int { 4 }
  /// At most this many distinct animations (curve and duration) use the lane.
  static var kindLimit: Int { 64 }

  // The lane's state is only touched by its own methods, one at a time, on the main actor:
  // the dynamic exclusivity checks cost more than a retarget's own work.
  @exclusivity(unchecked) private(set) var storage = LaneSlots<Slot>()
  /// Every block's links' targets and cohorts, one block after the other (only what a tick
  /// reads: a chain of two reads 24 bytes of links, where whole links were 112).
  @exclusivity(unchecked) private var targets: [Vector] = []
  @exclusivity(unchecked) private var linkCohorts: [Int32] = []
  /// Free blocks (the index of their first link) per size class.
  @exclusivity(unchecked) private var freeBlocks: [[Int]] = Array(
    repeating: [], count: largestSizeClass + 1)
  /// How many blocks of each size class the pool has.
  @exclusivity(unchecked) private var blockCounts = Array(
    repeating: 0, count: largestSizeClass + 1)
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

  /// The links of slot `index`, first to last, as they were at the last tick: each one's base
  /// is where the links before it had reached, and it is finished or logically complete as
  /// its cohort was.
  func links(of index: Int) -> [Link] {
    let slot = storage[index]
    var result: [Link] = []
    var reached = Vector.zero
    for link in slot.first..<slot.first + slot.count {
      let cohort = Int(linkCohorts[link])
      let sample = cohorts.samples[cohort]
      let (base, target, kind) = (reached, targets[link], cohorts.kind(of: cohort))
      let isFinished = sample.phase == .finished
      reached = isFinished ? target : base + (target - base) * sample.progress
      result.append(
        Link(
          begin: cohorts.begin(of: cohort), duration: curves.durations[kind], target: target,
          base: base, kind: kind, cohort: cohort, isFinished: isFinished,
          isLogicallyComplete: sample.phase != .running))
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
    let block = allocate(sizeClass: 0)
    (targets[block], linkCohorts[block]) = (first.target, Int32(first.cohort))
    (targets[block + 1], linkCohorts[block + 1]) = (second.target, Int32(second.cohort))
    return storage.add(
      Slot(first: block, sizeClass: 0, count: 2, delta: second.target, offset: .zero), for: member)
  }

  /// Appends a link of `kind` beginning at `time` that moves the chain's target by `delta`;
  /// returns `false` (and changes nothing) when the chain is already as long as the lane allows.
  func append(to index: Int, kind: Int, at time: Double, delta: Vector) -> Bool {
    var slot = storage[index]
    if slot.count == 2 << slot.sizeClass {
      guard slot.sizeClass < Self.largestSizeClass else { return false }
      let block = allocate(sizeClass: slot.sizeClass + 1)
      for offset in 0..<slot.count {
        targets[block + offset] = targets[slot.first + offset]
        linkCohorts[block + offset] = linkCohorts[slot.first + offset]
      }
      freeBlocks[slot.sizeClass].append(slot.first)
      (slot.first, slot.sizeClass) = (block, slot.sizeClass + 1)
    }
    let lastTarget = targets[slot.first + slot.count - 1]
    let new = link(kind: kind, begin: time, target: lastTarget + delta, base: lastTarget)
    (targets[slot.first + slot.count], linkCohorts[slot.first + slot.count]) = (
      new.target, Int32(new.cohort)
    )
    slot.count += 1
    slot.delta = new.target
    storage[index] = slot
    return true
  }

  /// Samples every chain at `time`; members whose last link ended are told and removed.
  ///
  /// Each link moves from where the links before it reached toward its target by its cohort's
  /// progress (the arithmetic of ``AnimationChain/sample(at:environment:)``); a finished link
  /// is at its target.
  func tick(at time: Double) {
    sampleCohorts(at: time)
    let samples = cohorts.samples
    targets.withUnsafeMutableBufferPointer { targets in
      linkCohorts.withUnsafeMutableBufferPointer { linkCohorts in
        samples.withUnsafeBufferPointer { samples in
          storage.tick { slot in
            var reached = Vector.zero
            var lastFinished = -1
            let end = slot.first + slot.count
            var index = slot.first
            while index < end {
              let sample = samples[Int(linkCohorts[index])]
              if sample.phase == .finished {
                reached = targets[index]
                lastFinished = index
              } else {
                reached = reached + (targets[index] - reached) * sample.progress
              }
              index += 1
            }
            if lastFinished == end - 1 { return true }
            if lastFinished > slot.first {
              dropLinks(before: lastFinished, of: &slot, targets: targets, cohorts: linkCohorts)
            }
            slot.offset = reached
            return false
          } removing: { slot in
            self.release(slot, cohorts: UnsafeBufferPointer(linkCohorts))
          }
        }
      }
    }
  }

  /// Drops `slot`'s links before `link`, a finished one: they no longer affect the value
  /// (kept out of the tick's loop, which it runs rarely, so that the loop stays small).
  @inline(never)
  private func dropLinks(
    before link: Int, of slot: inout Slot, targets: UnsafeMutableBufferPointer<Vector>,
    cohorts linkCohorts: UnsafeMutableBufferPointer<Int32>
  ) {
    let dropped = link - slot.first
    for index in slot.first..<link { cohorts.release(Int(linkCohorts[index])) }
    for index in link..<slot.first + slot.count {
      targets[index - dropped] = targets[index]
      linkCohorts[index - dropped] = linkCohorts[index]
    }
    slot.count -= dropped
  }

  /// Solves each live cohort's curve at `time`.
  private func sampleCohorts(at time: Double) {
    cohorts.sample(at: time, curves: curves)
  }

  /// Removes slot `index`, returning its block to the pool.
  func remove(at index: Int) {
    release(storage[index])
    storage.remove(at: index)
  }

  /// Returns the first link of a free block of `sizeClass`, growing the pool if none is free.
  private func allocate(sizeClass: Int) -> Int {
    if let block = freeBlocks[sizeClass].popLast() { return block }
    let block = targets.count
    targets += repeatElement(.zero, count: 2 << sizeClass)
    linkCohorts += repeatElement(0, count: 2 << sizeClass)
    // Room for every block of the class on its free list, so that a tick that frees blocks
    // never grows it.
    blockCounts[sizeClass] += 1
    if freeBlocks[sizeClass].capacity < blockCounts[sizeClass] {
      freeBlocks[sizeClass].reserveCapacity(blockCounts[sizeClass] * 2)
    }
    return block
  }

  /// Returns `slot`'s block to its free list and its links' cohorts.
  private func release(_ slot: Slot) {
    linkCohorts.withUnsafeBufferPointer { release(slot, cohorts: $0) }
  }

  /// Returns `slot`'s block to its free list and its links' cohorts, read from `linkCohorts`.
  @inline(never)
  private func release(_ slot: Slot, cohorts linkCohorts: UnsafeBufferPointer<Int32>) {
    for index in slot.first..<slot.first + slot.count {
      cohorts.release(Int(linkCohorts[index]))
    }
    freeBlocks[slot.sizeClass].append(slot.first)
  }
}
