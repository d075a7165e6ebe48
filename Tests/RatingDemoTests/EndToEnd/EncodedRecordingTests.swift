import Foundation
import TempoTestSupport
import Testing

/// `.gif` and `.mp4` recordings through ffmpeg, checked with ffprobe.
@Suite(
  "Recording: GIF and MP4 files",
  .enabled(if: DemoBinary.path != nil, Comment(rawValue: DemoBinary.missing)),
  .enabled(
    if: ChildProcess.which("ffmpeg") != nil && ChildProcess.which("ffprobe") != nil,
    "ffmpeg and ffprobe are not installed (Debian package 'ffmpeg')"), .timeLimit(.minutes(1)))
struct EncodedRecordingTests {
  /// ffprobe's codec, width, height and decoded frame count of the first video stream.
  func probe(_ path: String) async throws -> [String: String] {
    let outcome = try await ChildProcess.run(
      try #require(ChildProcess.which("ffprobe")),
      [
        "-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
        "stream=codec_name,width,height,nb_read_frames", "-of", "default=noprint_wrappers=1", path,
      ])
    #expect(outcome.exited(with: 0), "ffprobe: \(outcome.standardError)")
    var fields: [String: String] = [:]
    for line in outcome.standardOutput.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2 { fields[parts[0]] = parts[1] }
    }
    return fields
  }

  @Test(
    "a recording is a valid file with fps × duration frames of the frame size",
    arguments: [("gif", "gif", 50), ("mp4", "h264", 60)])
  func encodedFile(extension name: String, codec: String, framesPerSecond: Int) async throws {
    let directory = try TemporaryDirectory("encoded")
    let script = try directory.write("0.20 click star 2\n", to: "script.txt")
    let path = directory.file("demo.\(name)")
    // No --fps: a GIF defaults to 50 fps, anything else to 60.
    let outcome = try await DemoBinary.run([
      "--record", path, "--script", script, "--size", "240x120", "--duration", "1",
    ])
    #expect(outcome.exited(with: 0), "\(outcome.standardError)")
    let fields = try await probe(path)
    #expect(fields["codec_name"] == codec)
    #expect(fields["width"] == "240" && fields["height"] == "120")
    #expect(fields["nb_read_frames"] == "\(framesPerSecond)")
    // Nothing but the file is left in the directory (no partial file or log).
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(names == ["demo.\(name)", "script.txt"])
  }
}
