/// Owns every running animation and samples them all at the clock's time on each `tick()`.
///
/// An animated change begins at the time of the first `tick()` after it. Between ticks the
/// engine can sleep: ``nextWakeTime`` says when it must be ticked next (`nil`: not until
/// something changes). A gap between ticks longer than ``maximumFrameInterval`` while
/// animating (a stall, a hidden window) is clamped so that animations never jump.
@MainActor
public final class AnimationEngine {
  /// Where time comes from.
  public let clock: any AnimationClock

  /// The longest gap (s) between two ticks that animations see; `nil` (default) for no limit.
  public var maximumFrameInterval: TimeInterval?

  /// Seconds of clock time removed by clamped stalls.
  private var lag = 0.0
  private var lastTickClockTime: Double?
  var running: [any EngineAnimator] = []
  /// Double properties animated by a single timing curve (the fast path).
  let curveLane = CurveLane<Double>()
  /// Two-component properties (points, sizes) animated by a single timing curve.
  let pairLane = CurveLane<SIMD2<Double>>()
  /// Four-component properties (colours, rectangles) animated by a single timing curve.
  let vectorLane = CurveLane<SIMD4<Double>>()
  /// Double properties animated by a single retargetable spring (the fast path).
  let springLane = SpringLane()
  /// Double properties animated by combined Bézier timing curves (the storm's fast path).
  let chainLane = ChainLane<Double>()
  /// Two-component properties animated by combined Bézier timing curves.
  let pairChainLane = ChainLane<SIMD2<Double>>()
  /// Four-component properties animated by combined Bézier timing curves.
  let vectorChainLane = ChainLane<SIMD4<Double>>()
  @exclusivity(unchecked) private var dirty: [any EngineAnimator] = []
  /// The spare buffer `dirty` is swapped with at each tick, so beginning changes allocates nothing.
  private var beginning: [any EngineAnimator] = []
  private var timers: [ScheduledAction] = []
  private var timerSequence = 0
  private var readyCompletions: [CompletionGroup] = []

  /// The reference the engine's properties hold it by (it reads `nil` once the engine is gone).
  package let reference = EngineReference()

  /// Creates an engine that reads time from `clock`.
  public init(clock: any AnimationClock) {
    self.clock = clock
    reference.attach(self)
  }

  isolated deinit {
    reference.clear()
  }

  /// The engine's time: the clock's time less clamped stalls, in seconds.
  public var time: TimeInterval { clock.now - lag }

  /// The number of ticks so far (read for every animated property a frame draws, so it skips
  /// the dynamic exclusivity checks: only the engine's tick writes it, on the main actor).
  @exclusivity(unchecked) package private(set) var tickCount = 0

  /// The number of properties animating now.
  package var runningAnimationCount: Int {
    running.count + curveLane.count + springLane.count + chainLane.count + pairLane.count
      + pairChainLane.count + vectorLane.count + vectorChainLane.count
  }

  /// Whether nothing animates, waits to begin, or is scheduled.
  public var isIdle: Bool {
    runningAnimationCount == 0 && dirty.isEmpty && !timers.contains { !$0.isCancelled }
      && readyCompletions.isEmpty
  }

  /// The clock time at which the engine must be ticked next; `nil` when nothing is pending.
  ///
  /// While anything animates this is the current time (tick every frame); otherwise it is the
  /// next scheduled action's time.
  public var nextWakeTime: TimeInterval? {
    if runningAnimationCount > 0 || !dirty.isEmpty || !readyCompletions.isEmpty {
      return clock.now
    }
    return timers.first { !$0.isCancelled }.map { $0.time + lag }
  }

  /// Samples every animation at the clock's current time, after running due scheduled actions
  /// and beginning pending changes; then runs the completions that became due.
  public func tick() {
    perform(update)
  }

  /// Runs `body` with this engine current on this thread, and returns its result.
  ///
  /// A completion whose transaction animates nothing belongs to the engine current when its
  /// `withTransaction` returns, and fires at the end of that engine's next update (SwiftUI:
  /// right after the body). The engine is current while it ticks (scheduled actions and
  /// completion handlers included); a host makes it current while it dispatches input, so
  /// that handlers' completions are this engine's.
  public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
    let state = TransactionStack.state
    let outer = state.engine
    state.engine = self
    defer { state.engine = outer }
    return try body()
  }

  private func update() {
    let clockTime = clock.now
    if let last = lastTickClockTime, let limit = maximumFrameInterval, clockTime - last > limit {
      lag += clockTime - last - limit
    }
    let now = clockTime - lag
    tickCount &+= 1
    runDueActions(at: now)
    swap(&dirty, &beginning)
    for animator in beginning where animator.beginPendingChanges(at: now) {
      running.append(animator)
    }
    beginning.removeAll(keepingCapacity: true)
    curveLane.tick(at: now)
    pairLane.tick(at: now)
    vectorLane.tick(at: now)
    springLane.tick(at: now)
    chainLane.tick(at: now)
    pairChainLane.tick(at: now)
    vectorChainLane.tick(at: now)
    var kept = 0
    for index in running.indices {
      let animator = running[index]
      if animator.sample(at: now) {
        running[kept] = animator
        kept += 1
      }
    }
    running.removeLast(running.count - kept)
    lastTickClockTime = runningAnimationCount == 0 ? nil : clockTime
    fireReadyCompletions()
  }

  /// Runs `action` on the engine's clock `delay` seconds from now (at the first tick at or after it).
  @discardableResult
  public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> ScheduledAction
  {
    timerSequence += 1
    let scheduled = ScheduledAction(
      time: time + max(delay, 0), sequence: timerSequence, action: action)
    let index = timers.firstIndex { $0.time > scheduled.time } ?? timers.endIndex
    timers.insert(scheduled, at: index)
    return scheduled
  }

  private func runDueActions(at now: Double) {
    timers.removeAll { $0.isCancelled }
    while let first = timers.first, first.time <= now {
      timers.removeFirst()
      if !first.isCancelled { first.action() }
    }
  }

  /// Notes that `animator` has a change to begin at the next tick.
  func markDirty(_ animator: any EngineAnimator) {
    dirty.append(animator)
  }

  /// Queues `group` to fire at the end of this update.
  func completionBecameReady(_ group: CompletionGroup) {
    readyCompletions.append(group)
  }

  /// Fires the groups that are ready now; those that their handlers make ready fire next update.
  private func fireReadyCompletions() {
    guard !readyCompletions.isEmpty else { return }
    let groups = readyCompletions
    readyCompletions.removeAll()
    for group in groups { group.fire() }
  }
}

/// What the engine needs of an animated property.
@MainActor
protocol EngineAnimator: AnyObject {
  /// Begins the changes made since the last tick; returns whether it was not running and now is.
  func beginPendingChanges(at time: Double) -> Bool
  /// Samples the animations at `time`; returns whether any is still running.
  func sample(at time: Double) -> Bool
}
