import Foundation
import TempoTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Recording destinations that cannot be written: one line naming the path, exit 2.
@Suite(
  "Bad input: recording destinations",
  .enabled(if: DemoBinary.path != nil, Comment(rawValue: DemoBinary.missing)),
  .timeLimit(.minutes(1)))
struct BadOutputTests {
  /// Whether ffmpeg is installed: without it an encoded destination fails on ffmpeg first.
  static let hasFFmpeg = ChildProcess.which("ffmpeg") != nil

  @Test(
    "a destination in a directory that cannot hold files is named",
    arguments: ["/proc/tempo-demo-frames"]
      + (hasFFmpeg ? ["/proc/tempo-demo.gif", "/proc/tempo-demo.mp4"] : []))
  func unwritableSystemPath(path: String) async throws {
    let outcome = try await DemoBinary.run(["--record", path, "--duration", "0.2"])
    outcome.expectOneLineError(containing: ["cannot", "'\(path)'"])
    #expect(!outcome.standardError.contains("ffmpeg"), "the fault is the path, not ffmpeg")
  }

  @Test(
    "a destination under a regular file is named, with the system's reason",
    arguments: ["frames"] + (hasFFmpeg ? ["demo.gif"] : []))
  func destinationUnderAFile(name: String) async throws {
    let directory = try TemporaryDirectory("output")
    let file = try directory.write("not a directory", to: "file.txt")
    let path = (file as NSString).appendingPathComponent(name)
    let outcome = try await DemoBinary.run(["--record", path, "--duration", "0.2"])
    outcome.expectOneLineError(containing: ["'\(path)'", "Not a directory"])
  }

  @Test(
    "a read-only directory is refused and left empty",
    .enabled(if: geteuid() != 0, "root may write into read-only directories"),
    arguments: ["frames"] + (hasFFmpeg ? ["demo.gif"] : []))
  func readOnlyDirectory(name: String) async throws {
    let directory = try TemporaryDirectory("output")
    let readOnly = directory.file("read-only")
    try FileManager.default.createDirectory(atPath: readOnly, withIntermediateDirectories: false)
    #expect(chmod(readOnly, 0o555) == 0)
    let path = (readOnly as NSString).appendingPathComponent(name)
    let outcome = try await DemoBinary.run(["--record", path, "--duration", "0.2"])
    outcome.expectOneLineError(containing: ["'\(path)'"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: readOnly).isEmpty)
  }

  @Test("an unsupported extension is named, with the formats that work")
  func unsupportedExtension() async throws {
    let directory = try TemporaryDirectory("output")
    let path = directory.file("demo.avi")
    let outcome = try await DemoBinary.run(["--record", path, "--duration", "0.2"])
    outcome.expectOneLineError(containing: [".avi", ".gif", ".mp4", ".webm", "directory"])
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
