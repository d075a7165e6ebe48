import Foundation
import TempoRender
import TempoSDL

/// A sink that forwards to another and adds up the wall time spent in it (for
/// `TEMPO_REPORT_RECORD_TIMING`).
@MainActor
final class TimedFrameSink: FrameSink {
  private let sink: any FrameSink
  /// Seconds spent in the wrapped sink's `write` and `finish` so far.
  private(set) var seconds = 0.0

  /// Wraps `sink`.
  init(_ sink: any FrameSink) { self.sink = sink }

  func write(_ frame: RGBAImage) throws { try timed { try sink.write(frame) } }

  func finish() throws { try timed { try sink.finish() } }

  func abort() { sink.abort() }

  private func timed(_ body: () throws -> Void) rethrows {
    let start = PerformanceReport.monotonic
    defer { seconds += PerformanceReport.monotonic - start }
    try body()
  }
}
