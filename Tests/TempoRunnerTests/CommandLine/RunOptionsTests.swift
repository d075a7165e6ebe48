import Foundation
import Testing

import TempoRunner

@Suite("The shared command line")
struct RunOptionsTests {
  @Test("no arguments open a 480×320 window")
  func defaults() throws {
    let options = try RunOptions.parse([])
    #expect(options.recordPath == nil)
    #expect(options.size == CGSize(width: 480, height: 320))
    #expect(options.framesPerSecond == nil)
    #expect(options.frameRate(isGIF: false) == 60)
    #expect(options.frameRate(isGIF: true) == 50)
    #expect(!options.showsHelp)
  }

  @Test("every recording flag is read")
  func recordingFlags() throws {
    let options = try RunOptions.parse([
      "--record", "out.gif", "--script", "s.txt", "--fps", "30", "--size", "800x400",
      "--scale", "2", "--duration", "5.5", "--font", "/f.ttf",
    ])
    #expect(options.recordPath == "out.gif")
    #expect(options.scriptPath == "s.txt")
    #expect(options.framesPerSecond == 30)
    #expect(options.size == CGSize(width: 800, height: 400))
    #expect(options.scale == 2)
    #expect(options.duration == 5.5)
    #expect(options.fontPath == "/f.ttf")
  }

  @Test(
    "a bad flag or value is one clear line",
    arguments: [
      (["--bogus"], "unknown option '--bogus' (see --help)"),
      (["--record"], "--record needs a value (see --help)"),
      (["--record", "a.gif", "--fps", "0"], "--fps must be a whole number from 1 to 240, not '0'"),
      (
        ["--record", "a.gif", "--fps", "sixty"],
        "--fps must be a whole number from 1 to 240, not 'sixty'"
      ),
      (
        ["--size", "480"], "--size must be WIDTHxHEIGHT in points, each from 64 to 4096, not '480'"
      ),
      (
        ["--size", "10x10"],
        "--size must be WIDTHxHEIGHT in points, each from 64 to 4096, not '10x10'"
      ),
      (
        ["--record", "a.gif", "--scale", "nan"], "--scale must be a number from 0.5 to 4, not 'nan'"
      ),
      (
        ["--record", "a.gif", "--duration", "-1"],
        "--duration must be a number of seconds above 0 and at most 3600, not '-1'"
      ),
      (["--script", "s.txt"], "--script only applies with --record PATH"),
    ])
  func badInput(arguments: [String], message: String) {
    #expect(throws: UsageError(description: message)) { try RunOptions.parse(arguments) }
  }

  @Test("--size defaults to the app's own size")
  func appDefaultSize() throws {
    let options = try RunOptions.parse([], defaultSize: CGSize(width: 800, height: 600))
    #expect(options.size == CGSize(width: 800, height: 600))
  }

  @Test("--preview NAME names the preview to show, in a window or a recording")
  func previewName() throws {
    #expect(try RunOptions.parse(["--preview", "Card"]).previewName == "Card")
    #expect(try RunOptions.parse(["--record", "o.gif", "--preview", "Card"]).previewName == "Card")
    #expect(try RunOptions.parse([]).previewName == nil)
    #expect(throws: UsageError(description: "--preview needs a value (see --help)")) {
      try RunOptions.parse(["--preview"])
    }
  }

  @Test("the usage documents every flag, the app's name and its default size")
  @MainActor func usageMentionsEveryFlag() {
    let app = AppDescription(
      name: "demo-app", defaultSize: CGSize(width: 640, height: 200),
      makeContent: { _ in fatalError("not run") })
    let usage = RunOptions.usage(for: app)
    #expect(usage.hasPrefix("Usage: demo-app [options]"))
    #expect(usage.contains("(default 640x200)"))
    for flag in [
      "--record", "--script", "--fps", "--size", "--scale", "--duration", "--font", "--preview",
      "--help",
    ] {
      #expect(usage.contains(flag), "\(flag)")
    }
  }
}
