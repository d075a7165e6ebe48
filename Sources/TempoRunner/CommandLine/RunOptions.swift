import Foundation

/// What the command line asks an app to do: open its window, or record itself.
public struct RunOptions: Equatable, Sendable {
  /// Where to write a recording (a directory for PNG frames, or .gif/.mp4/.webm), or nil for a
  /// window.
  public var recordPath: String?
  /// The script of clicks and keys to play, or nil for the app's built-in script (recording
  /// only).
  public var scriptPath: String?
  /// Frames per second of a recording, if given (else 60, or 50 for a GIF: see
  /// ``frameRate(isGIF:)``).
  public var framesPerSecond: Int?
  /// The window or frame size, in points.
  public var size: CGSize
  /// Device pixels per point of a recording (a window uses the display's own scale).
  public var scale = 1.0
  /// How long a recording lasts, in seconds; nil for the script's end plus 1.5 s.
  public var duration: Double?
  /// A TrueType font file to use instead of the fontconfig match for "sans-serif".
  public var fontPath: String?
  /// The name of the preview (a TempoUI `PreviewProvider` the app lists) to show instead of
  /// the app's content, or nil.
  public var previewName: String?
  /// Whether to print the usage and exit.
  public var showsHelp = false

  /// The options of a plain launch: a window of `size` points.
  public init(size: CGSize = CGSize(width: 480, height: 320)) {
    self.size = size
  }

  /// The frame rate to record at: `--fps`, else 60, or 50 for a GIF (GIF delays are in
  /// hundredths of a second, and players slow down anything faster than 2/100 s per frame).
  public func frameRate(isGIF: Bool) -> Int {
    framesPerSecond ?? (isGIF ? 50 : 60)
  }
}

/// A command-line mistake: one line for stderr, exit status 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  /// The one-line message.
  public let description: String

  /// An error with `description`.
  public init(description: String) {
    self.description = description
  }
}
