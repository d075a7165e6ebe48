import Tempo
import TempoScene
import TempoUICore

/// The views the update benchmarks host (internal helper), each on its own manual clock in an
/// 800 × 600 scene with the fixed text metrics.
@MainActor
enum UpdateScenes {
  /// The scene size, in points.
  static let size = CGSize(width: 800, height: 600)

  /// Hosts `view` on a new manual clock at time 0 and draws its first frame.
  static func host(_ view: some View) -> (ViewHost, ManualClock) {
    let clock = ManualClock()
    let scene = SceneGraph(size: size, engine: AnimationEngine(clock: clock))
    let host = ViewHost(view, scene: scene)
    _ = host.frame()
    return (host, clock)
  }

  /// Moves `clock` to `time` seconds in 60 Hz frames, drawing each frame.
  static func run(_ host: ViewHost, _ clock: ManualClock, to time: Double) {
    var frame = (clock.now * 60 + 1e-6).rounded(.down) + 1
    while frame / 60 <= time + 1e-9 {
      clock.advance(to: frame / 60)
      _ = host.frame()
      frame += 1
    }
  }

  /// The seed's view with the popup shown; each update follows a tap on star 1 or 5 in turn
  /// (the popup covers stars 2–4 and takes their taps): a new `selectedRating`, and
  /// `isOverlayPresented` set to true again. The clock stands still,
  /// so the taps' one-second hides never come due.
  static func seedTapWhileShown() -> UpdateWorkload {
    let (host, clock) = host(SeedContentView())
    let stars = [1, 5].compactMap { host.center(ofSymbol: "star", $0) }
    host.click(at: stars[0])
    run(host, clock, to: 0.5)
    return UpdateWorkload(
      name: "seed: tap a star, popup shown", target: "≤ 50 µs", host: host, clock: clock,
      before: { host.click(at: stars[$0 % 2]) }, after: { _ in host.engine.tick() })
  }

  /// The seed's view: each update follows a tap on star 3 or 5 that shows the popup (a new
  /// rating and the popup's insertion with easeIn 0.2 s); untimed, the popup then hides.
  static func seedTapShowingPopup() -> UpdateWorkload {
    let (host, clock) = host(SeedContentView())
    let stars = [3, 5].compactMap { host.center(ofSymbol: "star", $0) }
    return UpdateWorkload(
      name: "seed: tap a star, popup appears", target: "(no target: 2 changes)", host: host,
      clock: clock, before: { host.click(at: stars[$0 % 2]) },
      after: { _ in run(host, clock, to: clock.now + 1.25) })
  }

  /// 1,000 counter rows; each update follows one row's counter change (rows 500 and 501 in turn).
  static func oneRowOfThousand() -> UpdateWorkload {
    let trigger = StateTrigger()
    let (host, clock) = host(CounterRows(count: 1_000, trigger: trigger))
    return UpdateWorkload(
      name: "1,000 rows: one row's @State", target: "≤ 1 ms", host: host, clock: clock,
      before: { trigger.rows[500 + $0 % 2]?() }, after: { _ in host.engine.tick() })
  }

  /// 1,000 counter rows; each update follows the reversal of their order (every row moves).
  static func thousandRowsReordered() -> UpdateWorkload {
    let trigger = StateTrigger()
    let (host, clock) = host(CounterRows(count: 1_000, trigger: trigger))
    return UpdateWorkload(
      name: "1,000 rows: all re-ordered", target: "≤ 5 ms", host: host, clock: clock,
      before: { _ in trigger.list?() }, after: { _ in host.engine.tick() })
  }

  /// The seed's view with nothing changing: each timed frame moves the clock 1/60 s, applies
  /// updates (none) and ticks the engine.
  static func seedIdle() -> UpdateWorkload {
    let (host, clock) = host(SeedContentView())
    return UpdateWorkload(
      name: "seed: idle frame (update + tick)", target: "0 allocs", host: host, clock: clock,
      before: { _ in clock.advance(to: clock.now + 1.0 / 60) }, timed: { host.prepareFrame() })
  }

  /// 1,000 counter rows with nothing changing, timed as ``seedIdle()``.
  static func thousandRowsIdle() -> UpdateWorkload {
    let (host, clock) = host(CounterRows(count: 1_000, trigger: StateTrigger()))
    return UpdateWorkload(
      name: "1,000 rows: idle frame", target: "0 allocs", host: host, clock: clock,
      before: { _ in clock.advance(to: clock.now + 1.0 / 60) }, timed: { host.prepareFrame() })
  }
}
