import Foundation
import Testing

@testable import rating_demo

@Suite("rating-demo scripts")
struct DemoScriptTests {
  @Test("clicks on stars and points, keys, comments and blank lines are read in time order")
  func parsesEveryForm() throws {
    let script = try DemoScript.parse(
      """
      # a docs script
      0.50 click star 3
      2.00 key space   # pause

      1.20 click 240,160
      """)
    #expect(
      script.events == [
        .init(time: 0.5, action: .clickStar(3)),
        .init(time: 1.2, action: .clickPoint(CGPoint(x: 240, y: 160))),
        .init(time: 2.0, action: .key(.space)),
      ])
    #expect(script.endTime == 2.0)
  }

  @Test(
    "a malformed line is named with its number",
    arguments: [
      ("0.5 click star 6", "s.txt:2: expected a star from 1 to 5, not '6'"),
      ("soon click star 1", "s.txt:2: expected a time in seconds first, not 'soon'"),
      ("-1 click star 1", "s.txt:2: time -1 is outside 0…3600 seconds"),
      ("1 click 10;20", "s.txt:2: expected 'click star N' or 'click X,Y', not '1 click 10;20'"),
      ("1 tap star 2", "s.txt:2: expected 'click' or 'key' after the time, not '1 tap star 2'"),
    ])
  func namesTheBadLine(line: String, message: String) {
    #expect(throws: ScriptError(description: message)) {
      try DemoScript.parse("0 click star 1\n\(line)\n", name: "s.txt")
    }
  }

  @Test("an unknown key lists the keys there are")
  func unknownKey() {
    #expect(throws: ScriptError.self) { try DemoScript.parse("1 key f13") }
  }

  @Test("an unreadable script file is one clear line")
  func unreadableFile() {
    #expect(throws: ScriptError(description: "cannot read script '/nonexistent/s.txt'")) {
      try DemoScript.load(path: "/nonexistent/s.txt")
    }
  }

  @Test("Assets/docs-script.txt, which make record plays, is the built-in docs script")
  func assetsScriptIsTheBuiltInOne() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let script = try DemoScript.load(
      path: root.appendingPathComponent("Assets/docs-script.txt").path)
    #expect(script == DemoScript.docs)
  }

  @Test("the docs script clicks while the popup shows and during a fade-out")
  func docsScriptCoversTheInterestingCases() {
    let clicks = DemoScript.docs.events.map(\.time)
    // A click at most 1 s after another lands while the popup shows; the popup of a click at c
    // fades out during [c + 1, c + 1.1].
    #expect(zip(clicks, clicks.dropFirst()).contains { $1 - $0 < 1 })
    #expect(clicks.contains { later in clicks.contains { later > $0 + 1 && later < $0 + 1.1 } })
  }
}
