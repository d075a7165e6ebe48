import Foundation
import TempoTestSupport
import Testing

/// Faults while recording, on the real binary: signals, ffmpeg dying, a full disk, a read-only
/// directory. Each leaves a valid file (or complete frames) or a one-line error and no garbage.
@Suite("Recording faults", .serialized, .timeLimit(.minutes(1)))
struct RecordingFaultTests {
  /// A fresh temporary directory, removed by `cleanUp`.
  static func makeDirectory(_ name: String) throws -> String {
    let path = NSTemporaryDirectory() + "tempo-faults-\(name)-\(getpid())"
    try? FileManager.default.removeItem(atPath: path)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func files(in directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
  }

  /// Whether `path` is a whole PNG: the signature first and the IEND chunk last.
  static func isCompletePNG(_ path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path), data.count > 20 else {
      return false
    }
    return data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      && data.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
  }

  /// The number of video frames ffprobe decodes from `path` (nil if it cannot read it).
  static func decodedFrames(_ path: String) -> Int? {
    let probe = try? ChildProcess.runBlocking(
      "ffprobe",
      [
        "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
        "stream=nb_read_frames", "-of", "csv=p=0", path,
      ], timeout: 120)
    guard let probe, probe.succeeded else { return nil }
    return Int(probe.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  static func expectOneLineError(_ result: DemoProcess.Result, containing words: String) {
    #expect(result.status == 2, "exit \(result.status): \(result.standardError)")
    let text = result.standardError
    #expect(text.hasPrefix("rating-demo: ") && text.hasSuffix("\n"), "\(text.debugDescription)")
    #expect(!text.dropLast().contains { $0.isNewline }, "\(text.debugDescription)")
    #expect(text.contains(words), "\(text.debugDescription) should mention '\(words)'")
  }

  /// Waits (up to 60 s) until `ready` holds; returns whether it did.
  static func wait(until ready: () -> Bool) -> Bool {
    for _ in 0..<6000 {
      if ready() { return true }
      usleep(10_000)
    }
    return false
  }

  @Test(
    "SIGINT and SIGTERM during an MP4 recording leave a playable file and exit 130 / 143",
    arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
  func signalDuringVideo(signal: Int32, status: Int32) throws {
    let directory = try Self.makeDirectory("video-\(signal)")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let output = directory + "/out.mp4"
    let result = try DemoProcess.run(
      ["--record", output, "--duration", "600", "--fps", "30", "--size", "160x120"],
      timeout: 120
    ) { process in
      // ffmpeg's partial file appears once frames flow; then interrupt.
      _ = Self.wait { FileManager.default.fileExists(atPath: directory + "/.out.mp4.partial") }
      usleep(500_000)
      process.send(signal)
    }
    #expect(result.status == status, "\(result.standardError)")
    #expect(result.standardError.contains("interrupted"), "\(result.standardError)")
    let frames = Self.decodedFrames(output)
    #expect((frames ?? 0) > 0, "ffprobe reads \(String(describing: frames)) frames")
    #expect(Self.files(in: directory) == ["out.mp4"], "no partial or log file is left")
  }

  @Test(
    "SIGINT and SIGTERM during a PNG recording leave only complete frames and exit 130 / 143",
    arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
  func signalDuringFrames(signal: Int32, status: Int32) throws {
    let directory = try Self.makeDirectory("frames-\(signal)")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let output = directory + "/frames"
    let result = try DemoProcess.run(
      ["--record", output, "--duration", "600", "--fps", "30", "--size", "160x120"],
      timeout: 120
    ) { process in
      _ = Self.wait { FileManager.default.fileExists(atPath: output + "/frame-00003.png") }
      process.send(signal)
    }
    #expect(result.status == status, "\(result.standardError)")
    let names = Self.files(in: output)
    #expect(names.count >= 3)
    #expect(names.allSatisfy { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }, "\(names)")
    #expect(names.allSatisfy { Self.isCompletePNG(output + "/" + $0) })
    // Numbered without gaps, from 1.
    #expect(names == (1...names.count).map { String(format: "frame-%05d.png", $0) })
  }

  @Test("an ffmpeg that exits after reading a little gives a clear error and leaves nothing")
  func ffmpegExitsEarly() throws {
    let directory = try Self.makeDirectory("fake-ffmpeg")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let bin = directory + "/bin"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    let script = """
      #!/bin/sh
      # A stand-in ffmpeg: reads 100 kB of the frames, complains, and quits.
      head -c 100000 >/dev/null
      echo "fake ffmpeg: giving up" >&2
      exit 1
      """
    try Data(script.utf8).write(to: URL(fileURLWithPath: bin + "/ffmpeg"))
    chmod(bin + "/ffmpeg", 0o755)
    let output = directory + "/out.mp4"
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let result = try DemoProcess.run(
      ["--record", output, "--duration", "20", "--size", "160x120"],
      environment: ["PATH": bin + ":" + path])
    Self.expectOneLineError(result, containing: "ffmpeg")
    #expect(result.standardError.contains("fake ffmpeg: giving up"), "ffmpeg's own last line")
    #expect(Self.files(in: directory) == ["bin"], "no partial file, log or output")
  }

  @Test("an MP4 whose file lands on a full disk (/dev/full) fails with a clear error, no garbage")
  func videoOnFullDisk() throws {
    let directory = try Self.makeDirectory("full-video")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // ffmpeg writes the partial file, which here is /dev/full.
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/.out.mp4.partial", withDestinationPath: "/dev/full")
    let result = try DemoProcess.run(
      ["--record", directory + "/out.mp4", "--duration", "2", "--size", "160x120"])
    Self.expectOneLineError(result, containing: "out.mp4")
    #expect(Self.files(in: directory).isEmpty, "\(Self.files(in: directory))")
  }

  @Test(
    "PNG frames whose file lands on a full disk (/dev/full) fail with a clear error, no garbage")
  func framesOnFullDisk() throws {
    let directory = try Self.makeDirectory("full-frames")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/frame-00002.png.partial", withDestinationPath: "/dev/full")
    let result = try DemoProcess.run(
      ["--record", directory, "--duration", "2", "--size", "160x120"])
    Self.expectOneLineError(result, containing: "frame-00002")
    #expect(Self.files(in: directory) == ["frame-00001.png"], "\(Self.files(in: directory))")
    #expect(Self.isCompletePNG(directory + "/frame-00001.png"))
  }

  @Test("/dev/full itself as the output path fails before rendering, with a clear error")
  func deviceAsOutput() throws {
    for path in ["/dev/full", "/dev/full/out.gif"] {
      let result = try DemoProcess.run(["--record", path, "--duration", "1"])
      Self.expectOneLineError(result, containing: "/dev/full")
    }
  }

  @Test("a read-only directory fails before rendering, with a clear error, and stays empty")
  func readOnlyDirectory() throws {
    let directory = try Self.makeDirectory("read-only")
    defer {
      _ = Self.unmount(directory)
      chmod(directory, 0o755)
      try? FileManager.default.removeItem(atPath: directory)
    }
    // Root ignores permission bits: a read-only tmpfs is read-only for everyone.
    if getuid() == 0 {
      try #require(
        Self.mountReadOnly(directory), "mount -o ro tmpfs is needed to test this as root")
    } else {
      chmod(directory, 0o555)
    }
    for output in [directory + "/out.gif", directory + "/frames", directory + "/out.mp4"] {
      let result = try DemoProcess.run(["--record", output, "--duration", "1"])
      Self.expectOneLineError(result, containing: directory)
    }
    #expect(Self.files(in: directory).isEmpty)
  }

  static func mountReadOnly(_ directory: String) -> Bool {
    let mount = try? ChildProcess.runBlocking(
      "mount", ["-t", "tmpfs", "-o", "ro,size=64k", "tempo-ro", directory])
    return mount?.succeeded == true
  }

  static func unmount(_ directory: String) -> Int32 {
    Glibc.umount(directory)
  }
}
