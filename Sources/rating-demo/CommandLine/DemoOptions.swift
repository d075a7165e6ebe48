import Foundation

/// What the command line asks the demo to do.
struct DemoOptions: Equatable {
  /// Where to write a recording (a directory for PNG frames, or .gif/.mp4/.webm), or nil for a window.
  var recordPath: String?
  /// The script of clicks and keys to play, or nil for the built-in docs script (recording only).
  var scriptPath: String?
  /// Frames per second of a recording, if given (else 60, or 50 for a GIF: see `frameRate(for:)`).
  var framesPerSecond: Int?
  /// The window or frame size, in points.
  var size = CGSize(width: 480, height: 320)
  /// Device pixels per point of a recording (a window uses the display's own scale).
  var scale = 1.0
  /// How long a recording lasts, in seconds; nil for the script's end plus 1.5 s.
  var duration: Double?
  /// A TrueType font file to use instead of the fontconfig match for "sans-serif".
  var fontPath: String?
  /// Whether to print the usage and exit.
  var showsHelp = false
}

extension DemoOptions {
  /// The frame rate to record `format` at: `--fps`, else 60, or 50 for a GIF (GIF delays are in
  /// hundredths of a second, and players slow down anything faster than 2/100 s per frame).
  func frameRate(isGIF: Bool) -> Int {
    framesPerSecond ?? (isGIF ? 50 : 60)
  }
}

/// A command-line mistake: one line for stderr, exit status 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
  let description: String
}
