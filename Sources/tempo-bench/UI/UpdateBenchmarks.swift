import Tempo
import TempoUICore

/// Times TempoUI's view updates headless on a manual clock: a state change's body
/// re-evaluation, diff, layout and scene node changes, and idle frames' allocations.
@MainActor
enum UpdateBenchmarks {
  /// Prints the table from `runs` runs per workload (a fresh host each run; best and median);
  /// `only` (for profiling) limits it to the workloads keyed "seed", "popup", "row", "reorder",
  /// "idle", "idle1k"; `updates` (for profiling) replaces each workload's own update count.
  static func run(runs: Int = 5, only: Set<String>? = nil, updates: Int? = nil) {
    print(
      "ui: TempoUI updates, headless ViewHost on a manual clock, 800×600 scene; µs per update as "
        + "\"best / median\" of \(runs) runs (a fresh host per run, 3 warm-up updates);")
    print(
      "  an update = ViewHost.applyUpdates() after the change (bodies, diff, layout, node "
        + "changes); an idle frame = ViewHost.prepareFrame(); allocs = malloc calls per update")
    print("workload                           updates  µs/update             allocs/update  target")
    let workloads: [(key: String, make: () -> UpdateWorkload, count: Int)] = [
      ("seed", UpdateScenes.seedTapWhileShown, 400),
      ("popup", UpdateScenes.seedTapShowingPopup, 40),
      ("row", UpdateScenes.oneRowOfThousand, 100),
      ("reorder", UpdateScenes.thousandRowsReordered, 20),
      ("idle", UpdateScenes.seedIdle, 400),
      ("idle1k", UpdateScenes.thousandRowsIdle, 100),
    ]
    for (key, make, ownCount) in workloads where only.map({ $0.contains(key) }) ?? true {
      let count = updates ?? ownCount
      var figures: [(microseconds: Double, allocations: Double)] = []
      var name = "", target = ""
      for _ in 0..<runs {
        let workload = make()
        (name, target) = (workload.name, workload.target)
        figures.append(measure(workload, updates: count))
      }
      let times = figures.map(\.microseconds).sorted()
      let allocations = figures.map(\.allocations).min() ?? 0
      print(
        name.padding(toLength: 35, withPad: " ", startingAt: 0) + String(count).leftPadded(7)
          + "  "
          + "\(format(times[0])) / \(format(times[times.count / 2]))".padding(
            toLength: 22, withPad: " ", startingAt: 0)
          + String(format: "%13.1f", allocations) + "  " + target)
    }
  }

  /// Times `updates` updates of `workload` after 3 warm-up ones: µs and allocations per update.
  static func measure(_ workload: UpdateWorkload, updates: Int) -> (
    microseconds: Double, allocations: Double
  ) {
    let timed = workload.timed ?? { workload.host.applyUpdates() }
    var (seconds, allocations) = (0.0, 0)
    for index in 0..<(updates + 3) {
      workload.before(index)
      let allocationsBefore = Allocations.count
      let start = CPUTime.wall
      timed()
      let elapsed = CPUTime.wall - start
      let allocated = Allocations.count - allocationsBefore
      if index >= 3 { (seconds, allocations) = (seconds + elapsed, allocations + allocated) }
      workload.after(index)
    }
    return (seconds * 1e6 / Double(updates), Double(allocations) / Double(updates))
  }

  static func format(_ value: Double) -> String {
    value < 10 ? String(format: "%.2f", value) : String(format: "%.1f", value)
  }
}
