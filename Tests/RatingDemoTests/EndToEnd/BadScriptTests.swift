import Foundation
import TempoTestSupport
import Testing

/// Scripts that cannot be played: one line naming the file (and line), exit 2, no recording.
@Suite(
  "Bad input: scripts",
  .enabled(if: DemoBinary.path != nil, Comment(rawValue: DemoBinary.missing)),
  .timeLimit(.minutes(1)))
struct BadScriptTests {
  /// Records with the script at `script` into a fresh directory; checks nothing was written.
  func record(script: String, in directory: TemporaryDirectory) async throws -> ProcessOutcome {
    let output = directory.file("frames")
    let outcome = try await DemoBinary.run(["--record", output, "--script", script])
    #expect(!FileManager.default.fileExists(atPath: output), "no recording is started")
    return outcome
  }

  @Test("a missing script is named")
  func missingScript() async throws {
    let directory = try TemporaryDirectory("script")
    let script = directory.file("nowhere.txt")
    let outcome = try await record(script: script, in: directory)
    outcome.expectOneLineError(containing: ["cannot read script", script])
  }

  @Test("a directory given as the script is unreadable, and named")
  func directoryAsScript() async throws {
    let directory = try TemporaryDirectory("script")
    let outcome = try await record(script: directory.path, in: directory)
    outcome.expectOneLineError(containing: ["cannot read script", directory.path])
  }

  @Test("a script that is not UTF-8 text is named")
  func binaryScript() async throws {
    let directory = try TemporaryDirectory("script")
    let script = directory.file("binary.txt")
    #expect(FileManager.default.createFile(atPath: script, contents: Data([0xFF, 0xFE, 0x0A])))
    let outcome = try await record(script: script, in: directory)
    outcome.expectOneLineError(containing: [script, "UTF-8"])
  }

  @Test(
    "a malformed line is named by file and line number",
    arguments: [
      ("0.50 click star 3\n1.00 klick star 2\n", 2, "klick"),
      ("# comment\n\n0.5 click star 9\n", 3, "'9'"),
      ("soon click star 1\n", 1, "'soon'"),
      ("0.5 click star 1\n0.6 click 10;20\n", 2, "10;20"),
      ("0.5 key f12\n", 1, "f12"),
      ("-1 click star 1\n", 1, "-1"),
    ])
  func malformedLine(text: String, line: Int, fragment: String) async throws {
    let directory = try TemporaryDirectory("script")
    let script = try directory.write(text, to: "bad.txt")
    let outcome = try await record(script: script, in: directory)
    outcome.expectOneLineError(containing: ["\(script):\(line):", fragment])
  }
}
