import Foundation
import TempoScene

#if canImport(Glibc)
  import Glibc
#endif

/// Renders frames with any ``RenderBackend`` on a virtual clock and hands them to a sink, with
/// progress.
///
/// The caller supplies each frame's display list (advancing its own clock, delivering its own
/// events); the recorder renders, stores, reports progress on a terminal, and stops cleanly
/// between frames on SIGINT or SIGTERM, finishing the output so that it stays valid.
@MainActor
public final class Recorder {
  /// How a recording ended.
  public enum Outcome: Equatable, Sendable {
    /// Every frame was written.
    case completed(frames: Int)
    /// A signal stopped it after `frames` frames; the output is complete up to there.
    case interrupted(signal: Int32, frames: Int)
  }

  private let renderer: any RenderBackend
  private let sink: any FrameSink
  /// Whether to draw a progress bar on stderr (default: when stderr is a terminal).
  public var showsProgress = isatty(2) == 1

  /// Creates a recorder that renders with `renderer` into `sink`.
  public init(renderer: any RenderBackend, sink: any FrameSink) {
    self.renderer = renderer
    self.sink = sink
  }

  /// Records `frameCount` frames; `frame(k)` returns the display list of frame k (0-based), or
  /// nil to end the recording there (it is then complete with the frames so far).
  ///
  /// On an error the sink is aborted (no garbage is left) and the error is rethrown.
  public func record(frameCount: Int, frame: (Int) throws -> DisplayList?) throws -> Outcome {
    InterruptSignals.watch()
    var written = 0
    do {
      for index in 0..<frameCount {
        if let signal = InterruptSignals.received {
          try sink.finish()
          endProgress()
          return .interrupted(signal: signal, frames: written)
        }
        guard let list = try frame(index) else { break }
        try sink.write(try renderer.render(list))
        written += 1
        if showsProgress { drawProgress(done: written, total: frameCount) }
      }
      try sink.finish()
      endProgress()
      return .completed(frames: written)
    } catch {
      endProgress()
      sink.abort()
      throw error
    }
  }

  private func drawProgress(done: Int, total: Int) {
    let width = 30
    let filled = total == 0 ? width : done * width / total
    let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
    let line = "\r[\(bar)] \(done * 100 / max(total, 1))%  frame \(done)/\(total)"
    FileHandle.standardError.write(Data(line.utf8))
  }

  private func endProgress() {
    if showsProgress { FileHandle.standardError.write(Data("\n".utf8)) }
  }
}
