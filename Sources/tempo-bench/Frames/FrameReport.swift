import Tempo

/// Prints the frame benchmarks' table (internal helper).
@MainActor
enum FrameReport {
  /// The column titles and what they measure.
  static func printHeader(rendererName: String, runs: Int) {
    print(
      "frames: offscreen 800×400 px; gl = SDL renderer \"\(rendererName)\" (meshes; small fills as masks), "
        + "cairo = CairoRenderer (cairo image surface; solid fills by Tempo's rasteriser), cfill = "
        + "the same with cairo rasterising the fills (the peer), none = no draw (build only); virtual "
        + "60 Hz clock; ms per frame as \"best / median\" of \(runs) runs (other processes share "
        + "the machine: the best is the least disturbed; targets are judged on the best)")
    print(
      "  tick = engine tick; list = layout + display list; build = tick + list (wall); present = "
        + "draw + show (gl: SDL_RenderPresent; cairo: drawn image); frame = build + present, what "
        + "a window frame costs (wall);")
    print(
      "  readback = draw + read back as RGBA (a recorded frame); CPU = process CPU time per "
        + "frame, all threads (llvmpipe's too), build included; allocs = heap allocations per "
        + "frame in a run where only animated values change (no re-targeting): tick / list / present"
    )
    print(
      "scene                         nodes frames  tick ms        list ms        build ms       "
        + "present ms     frame ms       CPU ms (present)  readback ms    CPU ms (readback)  "
        + "allocs             target")
  }

  /// Prints one row: "best / median" of each figure, then the allocations and the targets.
  static func printRow(
    _ workload: FrameWorkload, frames: Int, presented: [FrameFigures], readBack: [FrameFigures],
    steady: FrameFigures
  ) {
    let all = presented + readBack
    let allocations =
      "\(format(count: steady.tickAllocations)) / \(format(count: steady.listAllocations)) / "
      + format(count: steady.renderAllocations)
    print(
      workload.name.padding(toLength: 28, withPad: " ", startingAt: 0)
        + String(workload.nodeCount).leftPadded(7) + String(frames).leftPadded(7) + "  "
        + column(all, \.tick, 15) + column(all, \.list, 15) + column(all, \.build, 15)
        + column(presented, \.render, 15) + column(presented, \.frame, 15)
        + column(presented, \.cpu, 18) + column(readBack, \.render, 15)
        + column(readBack, \.cpu, 19)
        + allocations.padding(toLength: 17, withPad: " ", startingAt: 0) + " "
        + verdicts(workload.targets, all: all, presented: presented, steady: steady))
  }

  /// The targets with "met" or "missed" after each, judged on the best runs.
  static func verdicts(
    _ targets: FrameTargets, all: [FrameFigures], presented: [FrameFigures],
    steady: FrameFigures
  ) -> String {
    var parts: [String] = []
    func judge(_ label: String, _ met: Bool) { parts.append("\(label) \(met ? "met" : "missed")") }
    func best(_ results: [FrameFigures], _ metric: KeyPath<FrameFigures, Double>) -> Double {
      results.map { $0[keyPath: metric] }.min() ?? 0
    }
    let drawn = best(presented, \.render) > 0
    if let build = targets.buildMilliseconds {
      judge("build ≤ \(format(target: build)) ms", best(all, \.build) <= build)
    }
    if let frame = targets.frameMilliseconds, drawn {
      judge("frame ≤ \(format(target: frame)) ms", best(presented, \.frame) <= frame)
    }
    if targets.noAllocations {
      judge("0 allocs/frame: list", steady.listAllocations == 0)
      judge("tick", steady.tickAllocations == 0)
    }
    if let cpu = targets.cpuMilliseconds, drawn {
      judge("CPU < \(format(target: cpu)) ms", best(presented, \.cpu) < cpu)
    }
    return parts.isEmpty ? "–" : parts.joined(separator: "; ")
  }

  static func column(
    _ results: [FrameFigures], _ metric: KeyPath<FrameFigures, Double>, _ width: Int
  ) -> String {
    let values = results.map { $0[keyPath: metric] }.sorted()
    let text = "\(format(values[0])) / \(format(values[values.count / 2]))"
    return text.padding(toLength: width, withPad: " ", startingAt: 0)
  }

  static func format(_ value: Double) -> String {
    value < 10
      ? String(format: "%.3f", value)
      : value < 100
        ? String(format: "%.1f", value) : String(format: "%.0f", value)
  }

  static func format(target: Double) -> String { String(format: "%g", target) }

  static func format(count: Double) -> String {
    count == count.rounded() ? String(Int(count)) : String(format: "%.1f", count)
  }
}
