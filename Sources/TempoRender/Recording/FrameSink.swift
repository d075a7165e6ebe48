import Foundation

/// Where a recording's frames go: a directory of PNGs or an ffmpeg encoder.
@MainActor
public protocol FrameSink: AnyObject {
  /// Adds the next frame; throws a ``RecordingError`` if it cannot be stored.
  func write(_ frame: RGBAImage) throws
  /// Completes the output so that it is a valid file (or set of files) at its final path.
  func finish() throws
  /// Gives up: removes anything partial, leaving no garbage at the final path.
  func abort()
}
