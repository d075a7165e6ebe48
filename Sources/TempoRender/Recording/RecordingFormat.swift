import Foundation

/// What a recording path asks for: numbered PNG frames in a directory, or an encoded video.
public enum RecordingFormat: Hashable, Sendable {
  /// PNG files `frame-00001.png`, `frame-00002.png`, … in a directory (created if missing).
  case pngFrames
  /// An animated GIF with a palette generated from the frames (ffmpeg).
  case gif
  /// H.264 video in an MP4 file (ffmpeg).
  case mp4
  /// VP9 video in a WebM file (ffmpeg).
  case webm

  /// The format for `path`: by extension, and a directory for an existing directory, a path
  /// ending in `/`, or a path with no extension. Throws for any other extension.
  public init(path: String) throws {
    var isDirectory: ObjCBool = false
    if path.hasSuffix("/")
      || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        && isDirectory.boolValue)
    {
      self = .pngFrames
      return
    }
    switch (path as NSString).pathExtension.lowercased() {
    case "": self = .pngFrames
    case "gif": self = .gif
    case "mp4": self = .mp4
    case "webm": self = .webm
    case let other:
      throw RecordingError(
        "cannot record to '\(path)': .\(other) is not supported; use a directory (PNG frames), .gif, .mp4 or .webm"
      )
    }
  }

  /// Whether writing this format needs ffmpeg.
  public var needsFFmpeg: Bool { self != .pngFrames }
}
