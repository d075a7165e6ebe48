import Foundation
import TempoSDL

/// Opt-in timing lines on stderr for `.ci/measure-demo`; off unless an environment variable
/// asks, so the demo's behaviour and output are otherwise unchanged.
enum PerformanceReport {
  /// Whether `TEMPO_REPORT_FIRST_FRAME=1`: report when the first frame is presented.
  static var reportsFirstFrame: Bool { isSet("TEMPO_REPORT_FIRST_FRAME") }

  /// Whether `TEMPO_REPORT_RECORD_TIMING=1`: report rendering vs. writing time of a recording.
  static var reportsRecordTiming: Bool { isSet("TEMPO_REPORT_RECORD_TIMING") }

  /// Prints "first frame presented: monotonic S s, realtime S s" (both in seconds).
  static func firstFramePresented(app: String) {
    let line =
      "\(app): "
      + String(
        format: "first frame presented: monotonic %.6f s, realtime %.6f s\n",
        seconds(CLOCK_MONOTONIC), seconds(CLOCK_REALTIME))
    FileHandle.standardError.write(Data(line.utf8))
  }

  /// Prints how a recording's wall time split between rendering and the sink, in seconds.
  static func recorded(app: String, frames: Int, total: Double, writing: Double) {
    let line =
      "\(app): "
      + String(
        format:
          "recorded %d frames in %.3f s: rendering %.3f s (tick, display list, draw, "
          + "readback), writing %.3f s (encoding and files)\n",
        frames, total, total - writing, writing)
    FileHandle.standardError.write(Data(line.utf8))
  }

  /// The monotonic clock, in seconds.
  static var monotonic: Double { seconds(CLOCK_MONOTONIC) }

  private static func isSet(_ name: String) -> Bool {
    ProcessInfo.processInfo.environment[name] == "1"
  }

  private static func seconds(_ clock: clockid_t) -> Double {
    var spec = timespec()
    clock_gettime(clock, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }
}
