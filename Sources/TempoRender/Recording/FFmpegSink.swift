import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Encodes frames with ffmpeg: raw RGBA frames on a pipe, a GIF, MP4 or WebM file out.
///
/// ffmpeg runs in its own process group, so a Ctrl-C reaches only the recorder, which then
/// closes the pipe and lets ffmpeg finish a valid file. The file is written under a temporary
/// name next to the destination and renamed into place when ffmpeg succeeds; on failure the
/// temporary file is removed and nothing is left at the destination.
@MainActor
public final class FFmpegSink: FrameSink {
  /// The file being written.
  public let path: String
  private let temporaryPath: String
  private let logPath: String
  private let width: Int
  private let height: Int
  private var pipe: Int32
  private var process: pid_t
  private var isClosed = false

  /// Starts ffmpeg for `format` at `framesPerSecond`, for frames of `width` × `height` pixels.
  ///
  /// Throws a ``RecordingError`` if ffmpeg is not installed, the destination directory is not
  /// writable, or ffmpeg cannot start.
  public init(path: String, format: RecordingFormat, width: Int, height: Int, framesPerSecond: Int)
    throws
  {
    guard let ffmpeg = Self.findExecutable("ffmpeg") else {
      throw RecordingError(
        "ffmpeg is needed to write '\(path)' (install the Debian package 'ffmpeg'), "
          + "or record PNG frames to a directory instead")
    }
    self.path = path
    self.width = width
    self.height = height
    let directory = (path as NSString).deletingLastPathComponent
    let folder = directory.isEmpty ? "." : directory
    temporaryPath =
      (folder as NSString).appendingPathComponent(
        ".\((path as NSString).lastPathComponent).partial")
    logPath = (folder as NSString).appendingPathComponent(
      ".\((path as NSString).lastPathComponent).log")
    // Creating ffmpeg's log beside the destination proves the directory writable (access()
    // says yes to root even for /proc, and a failed spawn would blame ffmpeg instead).
    let log = open(logPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard log >= 0 else {
      throw RecordingError(
        "cannot write '\(path)': the directory '\(folder)' is missing or not writable "
          + "(\(String(cString: strerror(errno))))")
    }
    defer { close(log) }
    let arguments =
      [
        ffmpeg, "-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba",
        "-s", "\(width)x\(height)", "-r", "\(framesPerSecond)", "-i", "-",
      ] + Self.encoderArguments(for: format) + [temporaryPath]
    do {
      (process, pipe) = try Self.spawn(arguments, errorLog: log)
    } catch {
      try? FileManager.default.removeItem(atPath: logPath)
      throw error
    }
  }

  /// The ffmpeg arguments that choose the encoder and container for `format`.
  static func encoderArguments(for format: RecordingFormat) -> [String] {
    switch format {
    case .gif:
      return [
        "-filter_complex",
        "[0:v]split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a",
        "-f", "gif",
      ]
    case .mp4:
      return [
        "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p",
        "-crf", "18", "-movflags", "+faststart", "-f", "mp4",
      ]
    case .webm:
      return [
        "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "30", "-deadline", "realtime", "-cpu-used", "8",
        "-row-mt", "1", "-f", "webm",
      ]
    case .pngFrames:
      return []
    }
  }

  /// Sends one frame to ffmpeg.
  public func write(_ frame: RGBAImage) throws {
    guard frame.width == width, frame.height == height else {
      throw RecordingError(
        "frame size \(frame.width)x\(frame.height) differs from the recording's \(width)x\(height)")
    }
    try frame.bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(pipe, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          let status = closeAndWait()
          try? FileManager.default.removeItem(atPath: temporaryPath)
          throw RecordingError(
            "ffmpeg stopped early while writing '\(path)'\(failureDetail(status))")
        }
        offset += written
      }
    }
  }

  /// Closes the pipe, waits for ffmpeg to finish the file, and moves it into place.
  public func finish() throws {
    let status = closeAndWait()
    defer { try? FileManager.default.removeItem(atPath: logPath) }
    guard status == 0 else {
      try? FileManager.default.removeItem(atPath: temporaryPath)
      throw RecordingError("ffmpeg could not write '\(path)'\(failureDetail(status))")
    }
    guard rename(temporaryPath, path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: temporaryPath)
      throw RecordingError("cannot write '\(path)': \(reason)")
    }
  }

  /// Stops ffmpeg and removes the partial file.
  public func abort() {
    if !isClosed { kill(process, SIGKILL) }
    _ = closeAndWait()
    try? FileManager.default.removeItem(atPath: temporaryPath)
    try? FileManager.default.removeItem(atPath: logPath)
  }

  /// Closes the pipe (once) and returns ffmpeg's exit status (-1 if it died of a signal).
  private func closeAndWait() -> Int32 {
    if isClosed { return exitStatus }
    isClosed = true
    close(pipe)
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0 && errno == EINTR {}
    let signaled = status & 0x7f
    exitStatus = signaled == 0 ? (status >> 8) & 0xff : -1
    return exitStatus
  }

  private var exitStatus: Int32 = 0

  /// ": <ffmpeg's last error line> (exit status N)", from its log.
  private func failureDetail(_ status: Int32) -> String {
    let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
    let lastLine = log.split(separator: "\n").last.map { ": \($0)" } ?? ""
    try? FileManager.default.removeItem(atPath: logPath)
    return status < 0 ? "\(lastLine) (ffmpeg was killed)" : "\(lastLine) (exit status \(status))"
  }

  /// The first executable called `name` on PATH.
  static func findExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// Starts `arguments[0]` in its own process group with a pipe on its stdin and its stderr on
  /// the open file `errorLog`.
  private static func spawn(_ arguments: [String], errorLog: Int32) throws -> (pid_t, Int32) {
    var descriptors: [Int32] = [0, 0]
    guard Glibc.pipe(&descriptors) == 0 else {
      throw RecordingError("cannot start ffmpeg: \(String(cString: strerror(errno)))")
    }
    let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
    _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, readEnd, 0)
    posix_spawn_file_actions_addclose(&actions, readEnd)
    posix_spawn_file_actions_adddup2(&actions, errorLog, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var process: pid_t = 0
    let result = posix_spawn(&process, arguments[0], &actions, &attributes, &argv, environ)
    close(readEnd)
    guard result == 0 else {
      close(writeEnd)
      throw RecordingError("cannot start ffmpeg: \(String(cString: strerror(result)))")
    }
    return (process, writeEnd)
  }
}
