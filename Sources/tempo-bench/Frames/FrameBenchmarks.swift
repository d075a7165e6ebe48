import Tempo
import TempoCairo
import TempoSDL
import TempoScene

/// Times whole frames offscreen: the engine's tick, the layout and display-list build, the
/// draw, and the heap allocations of each, for the rating demo's scene and for many animated
/// shapes, on both backends side by side (SDL's OpenGL renderer and cairo).
@MainActor
enum FrameBenchmarks {
  /// The frame size, in points (1 device pixel per point).
  static let size = CGSize(width: 800, height: 400)

  /// Prints the table from `runs` runs per scene (the best and the median are reported);
  /// `only` (for profiling) limits it to the scenes keyed "demo", "1k", "10k", and `backends`
  /// to "gl", "cairo", "cfill" (cairo rasterising fills itself) and "none" (builds display lists
  /// without drawing them).
  static func run(runs: Int = 5, only: Set<String>? = nil, backends names: [String]) {
    let gl: OffscreenRenderer
    let cairo: CairoRenderer
    let cairoFills: CairoRenderer
    do {
      gl = try OffscreenRenderer(size: size)
      cairo = try CairoRenderer(size: size, face: gl.canvas.face)
      cairoFills = try CairoRenderer(size: size, face: gl.canvas.face)
      cairoFills.fillsWithCairo = true
    } catch {
      print("frames: cannot render offscreen: \(error)")
      return
    }
    let all = [
      FrameBackend(name: "gl", renderer: gl), FrameBackend(name: "cairo", renderer: cairo),
      FrameBackend(name: "cfill", renderer: cairoFills), FrameBackend(name: "none", renderer: nil),
    ]
    let backends = names.compactMap { name in all.first { $0.name == name } }
    let measurer = FontTextMeasurer(face: gl.canvas.face, scale: 1)
    FrameReport.printHeader(rendererName: gl.rendererName, runs: runs)
    let workloads: [(key: String, make: () -> FrameWorkload, frames: Int)] = [
      ("demo", { FrameScenes.ratingDemo(size: size, measurer: measurer) }, 240),
      ("1k", { FrameScenes.animated(count: 1_000, size: size) }, 60),
      ("10k", { FrameScenes.animated(count: 10_000, size: size) }, 12),
    ]
    for (key, make, frames) in workloads where only.map({ $0.contains(key) }) ?? true {
      for backend in backends {
        var (presented, readBack, steady): ([FrameFigures], [FrameFigures], [FrameFigures]) =
          ([], [], [])
        var workload = make()
        workload.name =
          backend.name.padding(toLength: 6, withPad: " ", startingAt: 0) + workload.name
        do {
          for _ in 0..<runs {
            presented.append(try measure(&workload, frames: frames, backend: backend))
            readBack.append(
              try measure(&workload, frames: frames, backend: backend, readback: true))
          }
          steady.append(
            try measure(&workload, frames: frames, backend: backend, retargets: false))
        } catch {
          print("frames: \(workload.name): \(error)")
          return
        }
        FrameReport.printRow(
          workload, frames: frames, presented: presented, readBack: readBack, steady: steady[0])
      }
    }
  }

  /// Renders `frames` frames of `workload` after two warm-up frames, presenting them or reading
  /// them back; returns the figures per frame. Without `retargets`, no animation is re-targeted
  /// during the run: only animated values change from frame to frame.
  static func measure(
    _ workload: inout FrameWorkload, frames: Int, backend: FrameBackend, readback: Bool = false,
    retargets: Bool = true
  ) throws -> FrameFigures {
    var frameIndex = Int((workload.clock.now * 60).rounded())
    for _ in 0..<2 {
      frameIndex += 1
      workload.clock.advance(to: Double(frameIndex) / 60)
      workload.beforeFrame(frameIndex)
      workload.engine.tick()
      try backend.draw(workload.scene.displayList(), readback: readback)
    }
    var figures = FrameFigures(
      tick: 0, list: 0, render: 0, cpu: 0, tickAllocations: 0, listAllocations: 0,
      renderAllocations: 0)
    let cpuStart = CPUTime.process
    for _ in 0..<frames {
      frameIndex += 1
      workload.clock.advance(to: Double(frameIndex) / 60)
      if retargets { workload.beforeFrame(frameIndex) }
      let (start, startCount) = (CPUTime.wall, Allocations.count)
      workload.engine.tick()
      let (ticked, tickedCount) = (CPUTime.wall, Allocations.count)
      let list = workload.scene.displayList()
      let (built, builtCount) = (CPUTime.wall, Allocations.count)
      try backend.draw(list, readback: readback)
      let (drawn, drawnCount) = (CPUTime.wall, Allocations.count)
      figures.tick += ticked - start
      figures.list += built - ticked
      figures.render += drawn - built
      figures.tickAllocations += Double(tickedCount - startCount)
      figures.listAllocations += Double(builtCount - tickedCount)
      figures.renderAllocations += Double(drawnCount - builtCount)
    }
    figures.cpu = CPUTime.process - cpuStart
    let perFrame = 1 / Double(frames)
    return FrameFigures(
      tick: figures.tick * 1000 * perFrame, list: figures.list * 1000 * perFrame,
      render: figures.render * 1000 * perFrame, cpu: figures.cpu * 1000 * perFrame,
      tickAllocations: figures.tickAllocations * perFrame,
      listAllocations: figures.listAllocations * perFrame,
      renderAllocations: figures.renderAllocations * perFrame)
  }
}
