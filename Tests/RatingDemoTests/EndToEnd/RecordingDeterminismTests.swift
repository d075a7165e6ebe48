import Foundation
import Testing

/// The spec's promise for docs recordings: the same inputs give byte-identical PNG frames.
@Suite(
  "Recording: determinism",
  .enabled(if: DemoBinary.path != nil, Comment(rawValue: DemoBinary.missing)),
  .timeLimit(.minutes(1)))
struct RecordingDeterminismTests {
  /// Records the same script into `frames` under `directory` and returns the files' bytes.
  func record(into directory: TemporaryDirectory, script: String) async throws -> [String: Data] {
    let frames = directory.file("frames")
    let outcome = try await DemoBinary.run([
      "--record", frames, "--script", script, "--size", "240x120", "--duration", "2.5",
    ])
    #expect(outcome.exited(with: 0), "\(outcome.standardError)")
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: frames) {
      files[name] = FileManager.default.contents(
        atPath: (frames as NSString).appendingPathComponent(name))
    }
    return files
  }

  @Test("two runs of the same script write byte-identical PNG frames")
  func sameInputsSameBytes() async throws {
    let directory = try TemporaryDirectory("determinism")
    let script = try directory.write(
      "0.50 click star 3\n1.00 click star 5\n1.55 click star 1\n", to: "script.txt")
    let first = try await record(into: try TemporaryDirectory("run1"), script: script)
    let second = try await record(into: try TemporaryDirectory("run2"), script: script)
    #expect(first.count == 150)
    #expect(Set(first.keys) == Set(second.keys))
    let differing = first.keys.sorted().filter { first[$0] != second[$0] }
    #expect(differing.isEmpty, "frames that differ: \(differing.prefix(5))")
    // The frames are not trivially equal to each other: the recording shows the clicks.
    #expect(Set(first.values).count > 20)
  }
}
