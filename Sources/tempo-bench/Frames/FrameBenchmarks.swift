import Tempo
import TempoSDL
import TempoScene

/// Times whole frames offscreen: display-list build (engine tick + layout + sampling), render
/// with readback, and CPU time, for the rating demo's scene and for many animated shapes, on
/// both backends side by side (SDL's OpenGL renderer and cairo).
@MainActor
enum FrameBenchmarks {
  /// The frame size, in points (1 device pixel per point).
  static let size = CGSize(width: 800, height: 400)

  /// Prints the table from `runs` runs per scene (the best and the median are reported);
  /// `only` (for profiling) limits it to the scenes keyed "demo", "1k", "10k".
  static func run(runs: Int = 5, only: Set<String>? = nil) {
    let gl: OffscreenRenderer
    let cairo: CairoRenderer
    do {
      gl = try OffscreenRenderer(size: size)
      cairo = try CairoRenderer(size: size, face: gl.canvas.face)
    } catch {
      print("frames: cannot render offscreen: \(error)")
      return
    }
    let backends: [(name: String, renderer: any RenderBackend)] = [("gl", gl), ("cairo", cairo)]
    let measurer = FontTextMeasurer(face: gl.canvas.face, scale: 1)
    print(
      "frames: offscreen \(Int(size.width))×\(Int(size.height)) px; gl = SDL renderer "
        + "\"\(gl.rendererName)\" (tessellated meshes), cairo = CairoRenderer (cairo image surface); "
        + "virtual 60 Hz clock; ms per frame as \"best / median\" "
        + "of \(runs) runs (other processes share the machine: the best is the least disturbed)")
    print(
      "  build = engine tick + layout + display list (wall); present = draw + show (gl: "
        + "SDL_RenderPresent; cairo: drawn image), what a window frame costs (wall);")
    print(
      "  readback = draw + read the frame back as RGBA, what a recorded frame costs (wall); CPU = "
        + "process CPU time per frame, all threads (llvmpipe's too), build included")
    print(
      "scene                         nodes frames  build ms       present ms     CPU ms (present)  "
        + "readback ms    CPU ms (readback)  target")
    let workloads: [(key: String, make: () -> FrameWorkload, frames: Int)] = [
      ("demo", { FrameScenes.ratingDemo(size: size, measurer: measurer) }, 240),
      ("1k", { FrameScenes.animated(count: 1_000, size: size) }, 60),
      ("10k", { FrameScenes.animated(count: 10_000, size: size) }, 12),
    ]
    for (key, make, frames) in workloads where only.map({ $0.contains(key) }) ?? true {
      for backend in backends {
        var (presented, readBack): ([FrameFigures], [FrameFigures]) = ([], [])
        var workload = make()
        workload.name =
          backend.name.padding(toLength: 6, withPad: " ", startingAt: 0) + workload.name
        do {
          for _ in 0..<runs {
            presented.append(
              try measure(&workload, frames: frames, renderer: backend.renderer, readback: false))
            readBack.append(
              try measure(&workload, frames: frames, renderer: backend.renderer, readback: true))
          }
        } catch {
          print("frames: \(workload.name): \(error)")
          return
        }
        report(workload, frames: frames, presented: presented, readBack: readBack)
      }
    }
  }

  /// Renders `frames` frames of `workload` after two warm-up frames, presenting them or reading
  /// them back; returns ms per frame.
  static func measure(
    _ workload: inout FrameWorkload, frames: Int, renderer: any RenderBackend, readback: Bool
  ) throws -> FrameFigures {
    var frameIndex = Int((workload.clock.now * 60).rounded())
    func step() -> DisplayList {
      frameIndex += 1
      workload.clock.advance(to: Double(frameIndex) / 60)
      workload.beforeFrame(frameIndex)
      workload.engine.tick()
      return workload.scene.displayList()
    }
    func draw(_ list: DisplayList) throws {
      if readback { _ = try renderer.render(list) } else { try renderer.present(list, at: 0) }
    }
    for _ in 0..<2 { try draw(step()) }
    var (build, render) = (0.0, 0.0)
    let cpuStart = CPUTime.process
    for _ in 0..<frames {
      let start = CPUTime.wall
      let list = step()
      let built = CPUTime.wall
      try draw(list)
      build += built - start
      render += CPUTime.wall - built
    }
    let perFrame = 1000 / Double(frames)
    return FrameFigures(
      build: build * perFrame, render: render * perFrame,
      cpu: (CPUTime.process - cpuStart) * perFrame)
  }

  /// Prints one row: "best / median" of each figure.
  static func report(
    _ workload: FrameWorkload, frames: Int, presented: [FrameFigures], readBack: [FrameFigures]
  ) {
    func column(_ results: [FrameFigures], _ metric: KeyPath<FrameFigures, Double>, _ width: Int)
      -> String
    {
      let values = results.map { $0[keyPath: metric] }.sorted()
      let text = "\(format(values[0])) / \(format(values[values.count / 2]))"
      return text.padding(toLength: width, withPad: " ", startingAt: 0)
    }
    print(
      workload.name.padding(toLength: 28, withPad: " ", startingAt: 0)
        + String(workload.nodeCount).leftPadded(7) + String(frames).leftPadded(7) + "  "
        + column(presented + readBack, \.build, 15) + column(presented, \.render, 15)
        + column(presented, \.cpu, 18) + column(readBack, \.render, 15)
        + column(readBack, \.cpu, 19) + workload.target)
  }

  static func format(_ value: Double) -> String {
    value < 10
      ? String(format: "%.3f", value)
      : value < 100
        ? String(format: "%.1f", value) : String(format: "%.0f", value)
  }
}
