import Foundation
import TempoSDL

/// The demo recorded offscreen on a virtual clock: frame k is sampled at k / fps seconds and
/// the script's events are delivered at the first frame at or after their time.
@MainActor
enum RecordingApp {
  /// Records to `options.recordPath`; returns 0, or 128 + signal if interrupted.
  static func run(_ options: DemoOptions, path: String) throws -> Int32 {
    let format = try RecordingFormat(path: path)
    let script = try options.scriptPath.map { try DemoScript.load(path: $0) } ?? .docs
    let fps = options.frameRate(isGIF: format == .gif)
    let duration = options.duration ?? script.endTime + 1.5
    let frameCount = max(1, Int((duration * Double(fps)).rounded(.up)))
    let renderer = try OffscreenRenderer(
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
    let scene = Scene(
      size: options.size, engine: engine,
      textMeasurer: FontTextMeasurer(face: renderer.canvas.face, scale: options.scale))
    let demo = RatingDemo(scene: scene)
    var events = script.events[...]
    let outcome = try Recorder(renderer: renderer, sink: sink).record(frameCount: frameCount) {
      index in
      clock.advance(to: Double(index) / Double(fps))
      while let event = events.first, event.time <= clock.now + 1e-9 {
        events.removeFirst()
        if !deliver(event.action, to: demo) { return nil }
      }
      engine.tick()
      return scene.displayList()
    }
    if let timedSink, case .completed(let frames) = outcome {
      PerformanceReport.recorded(
        frames: frames, total: PerformanceReport.monotonic - start, writing: timedSink.seconds)
    }
    switch outcome {
    case .completed(let frames):
      print(
        "rating-demo: wrote \(path) (\(frames) frames at \(fps) fps, "
          + "\(renderer.pixelWidth)x\(renderer.pixelHeight) px)")
      return 0
    case .interrupted(let signal, let frames):
      FileHandle.standardError.write(
        Data("rating-demo: interrupted; \(path) has the first \(frames) frames\n".utf8))
      return InterruptSignals.exitStatus(for: signal)
    }
  }

  /// Plays one script action as a person would; returns `false` for a quit key.
  private static func deliver(_ action: DemoScript.Action, to demo: RatingDemo) -> Bool {
    switch action {
    case .clickStar(let rating):
      click(demo.center(ofStar: rating), in: demo.scene)
    case .clickPoint(let point):
      click(point, in: demo.scene)
    case .key(let key):
      return demo.perform(DemoCommand(key))
    }
    return true
  }

  private static func click(_ point: CGPoint, in scene: Scene) {
    scene.pointerMoved(to: point)
    scene.pointerDown(at: point)
    scene.pointerUp(at: point)
  }
}
