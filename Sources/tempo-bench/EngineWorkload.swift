import Tempo

/// One engine workload: N animated properties of one type, changed with one animation and ticked
/// at 60 Hz on a manual clock.
@MainActor
struct EngineWorkload {
  /// Makes `count` properties on an engine; returns them and a function that changes property
  /// `index` (the caller wraps it in the transaction).
  typealias Make = @MainActor (Int, AnimationEngine) -> (values: AnyObject, change: (Int) -> Void)

  var name: String
  /// Doubles per value (4 for a `Color`, 2 for a `CGPoint`).
  let components: Int
  let ticks: Int
  let animation: Animation
  /// The share of the properties retargeted (combining) before each measured tick.
  var retargetShare = 0.0
  /// Whether every property is retargeted once, combining, before the measured ticks (a chain
  /// of two animations).
  var combinesOnce = false
  /// Whether each property starts with a curve of its own duration (1 s + index ns), so no two
  /// share a curve solve (the lanes solve a curve once per tick for the properties that began
  /// together with one animation: the common case, and the other workloads').
  var startsApart = false
  let make: Make

  /// `count` Doubles.
  static func doubles(_ count: Int, _ engine: AnimationEngine) -> (
    values: AnyObject, change: (Int) -> Void
  ) {
    let values = (0..<count).map { AnimatedValue(Double($0), engine: engine) }
    return (values as AnyObject, { values[$0].value += 1 })
  }

  /// `count` colours, each changed between two colours.
  static func colors(_ count: Int, _ engine: AnimationEngine) -> (
    values: AnyObject, change: (Int) -> Void
  ) {
    let values = (0..<count).map { _ in AnimatedProperty(Color.red, engine: engine) }
    return (
      values as AnyObject,
      { values[$0].value = values[$0].value == .red ? .blue : .red }
    )
  }

  /// `count` points, each moved by (1, 1).
  static func points(_ count: Int, _ engine: AnimationEngine) -> (
    values: AnyObject, change: (Int) -> Void
  ) {
    let values = (0..<count).map { AnimatedProperty(CGPoint(x: $0, y: 0), engine: engine) }
    return (
      values as AnyObject,
      {
        let point = values[$0].value
        values[$0].value = CGPoint(x: point.x + 1, y: point.y + 1)
      }
    )
  }

  /// The measured ticks, retargeting `retargets` properties before each (a function of its
  /// own, for callgrind: `--toggle-collect='*runTicks*'` counts only these instructions).
  @inline(never)
  func runTicks(
    clock: ManualClock, engine: AnimationEngine, count: Int, retargets: Int,
    change: (Int) -> Void, frames: ClosedRange<Int>
  ) {
    var cursor = 0
    for frame in frames {
      if retargets > 0 {
        withAnimation(animation) {
          for _ in 0..<retargets {
            change(cursor)
            cursor = (cursor + 1) % count
          }
        }
      }
      clock.advance(to: Double(frame) / 60)
      engine.tick()
    }
  }

  /// The figures of one run.
  struct Figures {
    var nanosecondsPerAnimationTick: Double
    var allocationsPerTick: Double
    var allocationsPerRetarget: Double
    /// Allocations per tick over as many ticks again, once the engine's pools have grown.
    var warmAllocationsPerTick: Double
    var bytesPerRunningAnimation: Double
    var bytesPerValue: Double
  }

  /// The best of `runs` runs with `count` properties (the fastest is the least disturbed).
  func measure(count: Int, runs: Int = 5) -> Figures {
    (0..<runs).map { _ in measureOnce(count: count) }.min {
      $0.nanosecondsPerAnimationTick < $1.nanosecondsPerAnimationTick
    }!
  }

  /// Starts every property, ticks twice (the first frame, then 1/60 s), then times `ticks`
  /// ticks, retargeting `retargetShare` of the properties before each.
  func measureOnce(count: Int) -> Figures {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let bytesBeforeValues = Allocations.bytesInUse
    let (values, change) = make(count, engine)
    let bytesBefore = Allocations.bytesInUse
    let bytesPerValue = Double(bytesBefore - bytesBeforeValues) / Double(count)
    if startsApart {
      for index in 0..<count {
        withAnimation(.easeInOut(duration: 1 + Double(index) * 1e-9)) { change(index) }
      }
    } else {
      withAnimation(animation) {
        for index in 0..<count { change(index) }
      }
    }
    engine.tick()
    clock.advance(to: 1.0 / 60)
    engine.tick()
    if combinesOnce {
      withAnimation(animation) {
        for index in 0..<count { change(index) }
      }
      engine.tick()
    }
    let bytesRunning = Double(Allocations.bytesInUse - bytesBefore) / Double(count)
    let retargets = Int(Double(count) * retargetShare)
    let allocationsBefore = Allocations.count
    let start = ContinuousClock.now
    runTicks(
      clock: clock, engine: engine, count: count, retargets: retargets, change: change,
      frames: 2...(ticks + 1))
    let elapsed = ContinuousClock.now - start
    let allocations = Double(Allocations.count - allocationsBefore)
    let nanoseconds =
      Double(elapsed.components.seconds) * 1e9
      + Double(elapsed.components.attoseconds) / 1e9
    // Warm: a second as long again once the pools have grown (allocations only). The chains
    // only reach their steady length (one animation's duration of retargets) after the measured
    // second, so one more second runs first.
    var warmAllocations = 0.0
    if retargets > 0 {
      runTicks(
        clock: clock, engine: engine, count: count, retargets: retargets, change: change,
        frames: (ticks + 2)...(2 * ticks + 1))
      let warmBefore = Allocations.count
      runTicks(
        clock: clock, engine: engine, count: count, retargets: retargets, change: change,
        frames: (2 * ticks + 2)...(3 * ticks + 1))
      warmAllocations = Double(Allocations.count - warmBefore)
    }
    withExtendedLifetime(values) {}
    return Figures(
      nanosecondsPerAnimationTick: nanoseconds / Double(count * ticks),
      allocationsPerTick: allocations / Double(ticks),
      allocationsPerRetarget: retargets > 0 ? allocations / Double(retargets * ticks) : 0,
      warmAllocationsPerTick: warmAllocations / Double(ticks),
      bytesPerRunningAnimation: bytesRunning, bytesPerValue: bytesPerValue)
  }
}
