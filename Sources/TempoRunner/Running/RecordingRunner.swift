import Foundation
import Tempo
import TempoCairo
import TempoRender
import TempoSDL
import TempoScene

/// An app recorded offscreen on a virtual clock (internal): frame k is sampled at k / fps
/// seconds and the script's events are delivered at the first frame at or after their time.
@MainActor
enum RecordingRunner {
  /// Renders the recording to `path`; returns the exit status (130/143 when interrupted, with
  /// the frames so far left valid).
  static func run(_ app: AppDescription, options: RunOptions, path: String) throws -> Int32 {
    let format = try RecordingFormat(path: path)
    let script =
      try options.scriptPath.map { try InputScript.load(path: $0, validate: app.validate) }
      ?? app.defaultScript
    let fps = options.frameRate(isGIF: format == .gif)
    let duration = options.duration ?? script.endTime + 1.5
    let frameCount = max(1, Int((duration * Double(fps)).rounded(.up)))
    let renderer = try RendererKind.recording().makeOffscreen(
      size: options.size, scale: options.scale, fontPath: options.fontPath)
    let output: any FrameSink =
      format == .pngFrames
      ? try PNGFrameSink(directory: path)
      : try FFmpegSink(
        path: path, format: format, width: renderer.pixelWidth, height: renderer.pixelHeight,
        framesPerSecond: fps)
    let timedSink = PerformanceReport.reportsRecordTiming ? TimedFrameSink(output) : nil
    let sink: any FrameSink = timedSink ?? output
    let start = PerformanceReport.monotonic
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let scene = SceneGraph(
      size: options.size, engine: engine,
      textMeasurer: renderer.textMeasurer)
    let content = app.makeContent(scene)
    var events = script.events[...]
    var drags: [ScriptedDrag] = []
    var failure: RunnerError?
    func location(of target: ClickTarget, at time: Double) -> CGPoint? {
      guard let point = content.location(of: target) else {
        failure = RunnerError(
          description: "script event at \(time) s: nothing on screen matches \(target)")
        return nil
      }
      return point
    }
    let outcome = try Recorder(renderer: renderer, sink: sink).record(frameCount: frameCount) {
      index in
      // Main-queue work that tasks, timers and `onAppear` started since the last frame runs
      // now, at that frame's time, as a window's loop runs it between frames.
      MainQueueWatcher.shared.drainUntilIdle()
      clock.advance(to: Double(index) / Double(fps))
      if !drags.isEmpty {
        content.prepareInput()
        content.deliverInput {
          engine.perform { drags.removeAll { !$0.move(at: clock.now, in: scene) } }
        }
      }
      while let event = events.first, event.time <= clock.now + 1e-9 {
        events.removeFirst()
        content.prepareInput()
        let keepRunning = content.deliverInput {
          engine.perform { () -> Bool in
            switch event.action {
            case .click(let target):
              guard let point = location(of: target, at: event.time) else { return false }
              click(point, in: scene)
              return true
            case .drag(let from, let to, let duration):
              guard let start = location(of: from, at: event.time),
                let end = location(of: to, at: event.time)
              else { return false }
              let drag = ScriptedDrag(from: start, to: end, begin: event.time, duration: duration)
              drag.press(in: scene)
              drags.append(drag)
              return true
            case .scroll(let target, let delta):
              guard let point = location(of: target, at: event.time) else { return false }
              scene.pointerMoved(to: point)
              scene.scrolled(by: delta)
              return true
            case .key(let key):
              return content.keyDown(key)
            case .type(let text):
              content.textInput(text)
              return true
            }
          }
        }
        if !keepRunning { return nil }
      }
      engine.perform { content.prepareFrame() }
      engine.tick()
      return scene.displayList()
    }
    if let failure { throw failure }
    if let timedSink, case .completed(let frames) = outcome {
      PerformanceReport.recorded(
        app: app.name, frames: frames, total: PerformanceReport.monotonic - start,
        writing: timedSink.seconds)
    }
    switch outcome {
    case .completed(let frames):
      print(
        "\(app.name): wrote \(path) (\(frames) frames at \(fps) fps, "
          + "\(renderer.pixelWidth)x\(renderer.pixelHeight) px)")
      return 0
    case .interrupted(let signal, let frames):
      FileHandle.standardError.write(
        Data("\(app.name): interrupted; \(path) has the first \(frames) frames\n".utf8))
      return InterruptSignals.exitStatus(for: signal)
    }
  }

  /// A press and release at `point`, as a person's click.
  private static func click(_ point: CGPoint, in scene: SceneGraph) {
    scene.pointerMoved(to: point)
    scene.pointerDown(at: point)
    scene.pointerUp(at: point)
  }
}
