import Foundation
import TempoRunner
import Testing

@testable import rating_demo

@Suite("rating-demo's description for the shared runner")
struct RatingDemoDescriptionTests {
  @Test("Assets/docs-script.txt, which make record plays, is the built-in docs script")
  func assetsScriptIsTheBuiltInOne() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let script = try InputScript.load(
      path: root.appendingPathComponent("Assets/docs-script.txt").path)
    #expect(script == RatingDemoDescription.docs)
  }

  @Test("the docs script clicks while the popup shows and during a fade-out")
  func docsScriptCoversTheInterestingCases() {
    let clicks = RatingDemoDescription.docs.events.map(\.time)
    // A click at most 1 s after another lands while the popup shows; the popup of a click at c
    // fades out during [c + 1, c + 1.1].
    #expect(zip(clicks, clicks.dropFirst()).contains { $1 - $0 < 1 })
    #expect(clicks.contains { later in clicks.contains { later > $0 + 1 && later < $0 + 1.1 } })
  }

  @Test("a star outside 1–5 is refused with the star named")
  func starRange() {
    #expect(throws: ScriptError(description: "s.txt:1: expected a star from 1 to 5, not '6'")) {
      try InputScript.parse(
        "0.5 click star 6", name: "s.txt", validate: RatingDemoDescription.validate)
    }
  }

  @Test("a drag's targets are checked as clicks: a star outside 1–5 at either end is refused")
  func dragTargets() throws {
    for line in ["0.5 drag star 6 to star 1 over 1", "0.5 drag star 1 to star 6 over 1"] {
      #expect(throws: ScriptError(description: "s.txt:1: expected a star from 1 to 5, not '6'")) {
        try InputScript.parse(line, name: "s.txt", validate: RatingDemoDescription.validate)
      }
    }
    let accepted = try InputScript.parse(
      "0.5 drag star 1 to 240,160 over 1", validate: RatingDemoDescription.validate)
    #expect(accepted.events.count == 1)
  }

  @Test("the usage names the demo and its window keys")
  @MainActor func usage() {
    let usage = RunOptions.usage(for: RatingDemoDescription.description)
    #expect(usage.hasPrefix("Usage: rating-demo [options]"))
    #expect(usage.contains("Esc or Q quits"))
  }
}
