import Tempo
import TempoScene
import TempoUICore

/// Times scrolling large lists headless (issue 35's scale workloads): each frame, a wheel
/// notch, then `ViewHost.frame()` (updates, layout, tick and the display list).
@MainActor
enum ScrollBenchmarks {
  /// The frames each run scrolls.
  static let frames = 300

  /// Prints the table from `runs` runs per workload (a fresh host each run); `only` limits it
  /// to the workloads keyed "lazy", "eager", "list".
  static func run(runs: Int = 5, only: Set<String>? = nil) {
    print("")
    print(
      "ui scroll: \(frames) frames per run, one wheel notch (40 pt) before each; ms per frame = "
        + "ViewHost.frame() as \"best / median\" of \(runs) runs;")
    print(
      "  first = the first frame (build); nodes = scene nodes after the first frame → after the "
        + "last; heap = bytes in use after the first frame → after the last")
    print(
      "workload                          first ms  ms/frame        nodes          heap MB"
        + "        target")
    let workloads: [(key: String, make: () -> ScrollWorkload)] = [
      ("lazy", ScrollScenes.lazyRows), ("eager", ScrollScenes.eagerRows),
      ("list", ScrollScenes.insertingList),
    ]
    for (key, make) in workloads where only.map({ $0.contains(key) }) ?? true {
      var figures: [Figures] = []
      var name = "", target = ""
      for _ in 0..<runs {
        let workload = make()
        (name, target) = (workload.name, workload.target)
        figures.append(measure(workload))
      }
      let times = figures.map(\.frame).sorted()
      let first = figures.map(\.first).sorted()[figures.count / 2]
      let last = figures[figures.count - 1]
      print(
        name.padding(toLength: 34, withPad: " ", startingAt: 0)
          + String(format: "%8.1f  ", first * 1e3)
          + String(format: "%.3f / %.3f", times[0] * 1e3, times[times.count / 2] * 1e3)
          .padding(toLength: 16, withPad: " ", startingAt: 0)
          + "\(last.nodes.first) → \(last.nodes.last)".padding(
            toLength: 15, withPad: " ", startingAt: 0)
          + String(format: "%.1f → %.1f", last.heap.first / 1e6, last.heap.last / 1e6).padding(
            toLength: 15, withPad: " ", startingAt: 0)
          + target)
    }
  }

  /// One run's figures: seconds for the first frame and per scrolled frame, nodes and bytes.
  struct Figures {
    var first: Double
    var frame: Double
    var nodes: (first: Int, last: Int)
    var heap: (first: Double, last: Double)
  }

  /// Hosts the workload, draws its first frame, then times `frames` scrolled frames.
  static func measure(_ workload: ScrollWorkload) -> Figures {
    let clock = ManualClock()
    let scene = SceneGraph(size: UpdateScenes.size, engine: AnimationEngine(clock: clock))
    let heapBefore = Double(Allocations.bytesInUse)
    var start = CPUTime.wall
    let host = ViewHost(AnyView(workload.make()), scene: scene)
    _ = host.frame()
    let first = CPUTime.wall - start
    let nodesFirst = count(scene.root)
    let heapFirst = Double(Allocations.bytesInUse) - heapBefore
    let center = CGPoint(x: UpdateScenes.size.width / 2, y: UpdateScenes.size.height / 2)
    var total = 0.0
    for frame in 0..<frames {
      host.scroll(at: center, by: CGSize(width: 0, height: 40))
      workload.before(frame)
      clock.advance(to: Double(frame + 1) / 60)
      start = CPUTime.wall
      _ = host.frame()
      total += CPUTime.wall - start
    }
    return Figures(
      first: first, frame: total / Double(frames), nodes: (nodesFirst, count(scene.root)),
      heap: (heapFirst, Double(Allocations.bytesInUse) - heapBefore))
  }

  /// The nodes in `node`'s tree, itself included.
  private static func count(_ node: Node) -> Int {
    var total = 1
    for child in node.children { total += count(child) }
    return total
  }
}
