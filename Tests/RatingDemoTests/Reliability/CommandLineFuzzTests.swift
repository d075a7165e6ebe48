import Foundation
import TempoTestSupport
import TempoRunner
import Testing

@testable import rating_demo

/// The real binary fed random bad command lines and scripts: exit 2 with one line on stderr.
@Suite("Bad input fuzz, as a subprocess", .serialized, .timeLimit(.minutes(1)))
struct CommandLineFuzzTests {
  static func expectOneLineError(_ result: DemoProcess.Result, _ input: String) {
    #expect(result.status == 2, "\(input) exited \(result.status): \(result.standardError)")
    #expect(result.standardOutput.isEmpty, "\(input)")
    let text = result.standardError
    #expect(
      text.hasPrefix("rating-demo: ") && text.hasSuffix("\n"), "\(input): \(text.debugDescription)")
    #expect(!text.dropLast().contains { $0.isNewline }, "\(input): \(text.debugDescription)")
  }

  @Test("150 random bad command lines without a display")
  func badCommandLines() throws {
    var rng = SplitMix64(seed: 0xBADA55)
    var runs = 0
    while runs < 150 {
      let arguments = InputFuzzTests.randomWords(
        InputFuzzTests.argumentWords, count: Int.random(in: 1...5, using: &rng), using: &rng
      ).filter { !$0.contains("\u{0}") }
      // A valid recording would render; help prints usage: only the failing lines are run.
      if let options = try? RunOptions.parse(arguments),
        options.recordPath != nil || options.showsHelp
      {
        continue
      }
      runs += 1
      Self.expectOneLineError(try DemoProcess.run(arguments), "\(arguments)")
    }
  }

  @Test("50 random bad scripts given to --record")
  func badScripts() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tempo-script-fuzz-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var rng = SplitMix64(seed: 0x5C2)
    var runs = 0
    while runs < 50 {
      let text = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
        InputFuzzTests.randomWords(
          InputFuzzTests.scriptWords, count: Int.random(in: 1...4, using: &rng), using: &rng
        ).joined(separator: " ")
      }.joined(separator: "\n")
      guard (try? InputScript.parse(text, validate: RatingDemoDescription.validate)) == nil else {
        continue
      }
      runs += 1
      let script = directory.appendingPathComponent("script-\(runs).txt")
      try Data(text.utf8).write(to: script)
      let output = directory.appendingPathComponent("out-\(runs)").path
      let result = try DemoProcess.run(["--record", output, "--script", script.path])
      Self.expectOneLineError(result, text.debugDescription)
      #expect(!FileManager.default.fileExists(atPath: output), "no output for a bad script")
    }
    // Not a file, not UTF-8, a directory.
    let binary = directory.appendingPathComponent("binary.txt")
    try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: binary)
    for path in [binary.path, directory.path, directory.appendingPathComponent("missing").path] {
      let result = try DemoProcess.run(["--record", directory.path + "/x", "--script", path])
      Self.expectOneLineError(result, path)
    }
  }
}
