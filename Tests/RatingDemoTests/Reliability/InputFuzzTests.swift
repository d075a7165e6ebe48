import Foundation
import TempoTestSupport
import TempoRunner
import Testing

@testable import rating_demo

/// Random and malformed command lines and scripts: always a typed one-line error, never a crash.
@Suite("Bad input fuzz")
struct InputFuzzTests {
  /// Words a command line is made of: real flags, near misses, and awkward values.
  static let argumentWords = [
    "--record", "--script", "--fps", "--size", "--scale", "--duration", "--font", "--help", "-h",
    "--", "-", "--recor", "--FPS", "--fps=60", "record", "", " ", "60", "0", "-1", "241", "240",
    "1", "1e309", "nan", "inf", "-inf", "0x10", "1.5", "4.0001", "0.4999", "480x320", "64x64",
    "63x64", "4097x100", "x", "10x", "x10", "10X20", "10x20x30", "+100x+100", "٣x٣", "3600",
    "3600.0001", "1e-320", "out.gif", "out.GIF", "out.mp4", "out.webm", "out.avi", "frames/",
    "/nonexistent/dir/x.gif", "a\nb", "a\rb", "a\r\nb", "tab\there", "\u{2028}", "\u{0}", "🙂",
    String(repeating: "9", count: 400),
  ]

  /// Words a script line is made of.
  static let scriptWords = [
    "0", "0.5", "-0.5", "3600", "3600.5", "1e309", "nan", "inf", "click", "star", "key", "3",
    "0", "6", "-1", "99999999999999999999", "240,160", "240,", ",160", "1,2,3", "nan,1", "1e400,2",
    "space", "SPACE", "q", "escape", "left", "right", "return", "s", "x", "#", "# comment", "\t",
    "🙂", "\u{0}", "\r", "\u{2028}", "click star", "key key",
  ]

  static func randomWords(_ words: [String], count: Int, using rng: inout SplitMix64) -> [String] {
    (0..<count).map { _ in words[Int.random(in: 0..<words.count, using: &rng)] }
  }

  static func isOneLine(_ text: String) -> Bool {
    !text.isEmpty && !text.contains { $0.isNewline }
  }

  @Test("5000 random command lines parse or throw a UsageError whose printed form is one line")
  func commandLines() {
    var rng = SplitMix64(seed: 0xC0FFEE)
    for _ in 0..<5000 {
      let arguments = Self.randomWords(
        Self.argumentWords, count: Int.random(in: 0...6, using: &rng), using: &rng)
      do {
        let options = try RunOptions.parse(arguments)
        #expect(options.framesPerSecond.map { (1...240).contains($0) } ?? true, "\(arguments)")
        #expect((0.5...4).contains(options.scale), "\(arguments)")
        #expect(options.duration.map { $0 > 0 && $0 <= 3600 } ?? true, "\(arguments)")
        #expect((64...4096).contains(options.size.width), "\(arguments)")
      } catch let error as UsageError {
        #expect(
          Self.isOneLine(AppRunner.message(for: error, app: "rating-demo")),
          "\(arguments): \(error)")
      } catch {
        Issue.record("\(arguments) threw \(type(of: error)): \(error)")
      }
    }
  }

  @Test("5000 random scripts parse into valid events or throw a ScriptError naming the line")
  func scripts() {
    var rng = SplitMix64(seed: 0x5C219)
    for _ in 0..<5000 {
      let lines = (0..<Int.random(in: 1...5, using: &rng)).map { _ in
        Self.randomWords(Self.scriptWords, count: Int.random(in: 0...5, using: &rng), using: &rng)
          .joined(separator: Bool.random(using: &rng) ? " " : "  ")
      }
      let separator = ["\n", "\r\n", "\n\n"][Int.random(in: 0..<3, using: &rng)]
      let text = lines.joined(separator: separator)
      do {
        let script = try InputScript.parse(
          text, name: "fuzz.txt", validate: RatingDemoDescription.validate)
        #expect(
          script.events.allSatisfy { (0...3600).contains($0.time) }, "\(text.debugDescription)")
        #expect(zip(script.events, script.events.dropFirst()).allSatisfy { $0.time <= $1.time })
      } catch let error as ScriptError {
        #expect(error.description.hasPrefix("fuzz.txt:"), "\(error)")
        #expect(
          Self.isOneLine(AppRunner.message(for: error, app: "rating-demo")),
          "\(text.debugDescription): \(error)")
      } catch {
        Issue.record("\(text.debugDescription) threw \(type(of: error)): \(error)")
      }
    }
  }

  @Test("a script with CRLF or CR line ends reads like the same script with LF")
  func lineEndings() throws {
    let lines = ["0.5 click star 3", "1.0 key space  # pause", "", "2 click 10,20"]
    let expected = try InputScript.parse(lines.joined(separator: "\n"))
    #expect(expected.events.count == 3)
    let crlf = try InputScript.parse(lines.joined(separator: "\r\n"))
    let cr = try InputScript.parse(lines.joined(separator: "\r"))
    #expect(crlf == expected)
    #expect(cr == expected)
    #expect(throws: ScriptError(description: "script:5: expected a star from 1 to 5, not '9'")) {
      try InputScript.parse(
        (lines + ["3 click star 9"]).joined(separator: "\r\n"),
        validate: RatingDemoDescription.validate)
    }
  }
}
