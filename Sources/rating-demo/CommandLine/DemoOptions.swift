import Foundation

/// What the command line asks the demo to do.
struct DemoOptions: Equatable {
  /// Where to write a recording (a directory for PNG frames, or .gif/.mp4/.webm), or nil for a window.
  var recordPath: String?
  /// The script of clicks and keys to play, or nil for the built-in docs script (recording only).
  var scriptPath: String?
  /// Frames per second of a recording.
  var framesPerSecond = 60
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

/// A command-line mistake: one line for stderr, exit status 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
  let description: String
}
