import Foundation
import TempoRender
import TempoRunner
import TempoSDL
import Testing

@Suite("Input scripts")
struct InputScriptTests {
  @Test("clicks on symbols, texts and points, keys, comments and blank lines, in time order")
  func parsesEveryForm() throws {
    let script = try InputScript.parse(
      """
      # a docs script
      0.50 click star 3
      2.00 key space   # pause
      1.50 click "Submitted! # not a comment"

      1.20 click 240,160
      2.50 key Q
      """)
    #expect(
      script.events == [
        .init(time: 0.5, action: .click(.symbol("star", index: 3))),
        .init(time: 1.2, action: .click(.point(CGPoint(x: 240, y: 160)))),
        .init(time: 1.5, action: .click(.text("Submitted! # not a comment"))),
        .init(time: 2.0, action: .key(.space)),
        .init(time: 2.5, action: .key(.letter("q"))),
      ])
    #expect(script.endTime == 2.5)
  }

  @Test(
    "a drag names its two targets (a text may hold ' to ') and its duration; the script ends at its release"
  )
  func parsesDrags() throws {
    let script = try InputScript.parse(
      """
      0.5 drag 10,20 to "Go to top" over 0.25
      1.0 drag card 2 to 300,40 over 2
      """)
    #expect(
      script.events == [
        .init(
          time: 0.5,
          action: .drag(
            from: .point(CGPoint(x: 10, y: 20)), to: .text("Go to top"), duration: 0.25)),
        .init(
          time: 1.0,
          action: .drag(
            from: .symbol("card", index: 2), to: .point(CGPoint(x: 300, y: 40)), duration: 2)),
      ])
    #expect(script.endTime == 3)
  }

  @Test("a scroll names its target (a text may hold ' by ') and its amounts in points, either sign")
  func parsesScrolls() throws {
    let script = try InputScript.parse(
      """
      0.5 scroll 240,160 by 0,120
      1.0 scroll "Sort by name" by -40.5,0
      """)
    #expect(
      script.events == [
        .init(
          time: 0.5,
          action: .scroll(.point(CGPoint(x: 240, y: 160)), by: CGSize(width: 0, height: 120))),
        .init(
          time: 1.0, action: .scroll(.text("Sort by name"), by: CGSize(width: -40.5, height: 0))),
      ])
  }

  @Test(
    "a malformed scroll is one line naming it",
    arguments: [
      "1 scroll 10,10", "1 scroll 10,10 by 5", "1 scroll 10,10 by a,b", "1 scroll 10,10 by 0,inf",
    ])
  func rejectsBadScrolls(line: String) {
    #expect(
      throws: ScriptError(
        description:
          "s.txt:1: expected 'scroll TARGET by DX,DY' (a target as for click, points), not '\(line)'"
      )
    ) {
      try InputScript.parse(line, name: "s.txt")
    }
  }

  @Test("lines with the same time keep their order")
  func stableOrder() throws {
    let script = try InputScript.parse("1 key a\n0.5 key b\n1 key c\n")
    #expect(
      script.events.map(\.action) == [.key(.letter("b")), .key(.letter("a")), .key(.letter("c"))])
  }

  @Test(
    "a malformed line is named with its number",
    arguments: [
      ("soon click star 1", "s.txt:2: expected a time in seconds first, not 'soon'"),
      ("-1 click star 1", "s.txt:2: time -1 is outside 0…3600 seconds"),
      (
        "1 click 10;20",
        "s.txt:2: expected 'click X,Y', 'click \"TEXT\"' or 'click SYMBOL N', not '1 click 10;20'"
      ),
      ("1 click star 0", "s.txt:2: expected a symbol number from 1, not '0'"),
      (
        "1 tap star 2",
        "s.txt:2: expected 'click', 'drag', 'scroll', 'key' or 'type' after the time, "
          + "not '1 tap star 2'"
      ),
      ("1 type Ada", "s.txt:2: expected 'type \"TEXT\"', not '1 type Ada'"),
      (
        "1 drag 10,10 over 1",
        "s.txt:2: expected 'drag FROM to TO over SECONDS' (targets as for click), "
          + "not '1 drag 10,10 over 1'"
      ),
      (
        "1 drag 10,10 to 20,10 over soon",
        "s.txt:2: expected 'drag FROM to TO over SECONDS' (targets as for click), "
          + "not '1 drag 10,10 to 20,10 over soon'"
      ),
      ("1 drag 10,10 to 20,10 over 0", "s.txt:2: drag duration 0 is outside 0…3600 seconds"),
    ])
  func namesTheBadLine(line: String, message: String) {
    #expect(throws: ScriptError(description: message)) {
      try InputScript.parse("0 click star 1\n\(line)\n", name: "s.txt")
    }
  }

  @Test("an app's validation rejects what it cannot do, named with the line")
  func appValidation() {
    let onlyThreeStars: (InputScript.Action) -> String? = { action in
      if case .click(.symbol(_, let index)) = action, index > 3 { return "no star \(index)" }
      return nil
    }
    #expect(throws: ScriptError(description: "s.txt:1: no star 4")) {
      try InputScript.parse("1 click star 4", name: "s.txt", validate: onlyThreeStars)
    }
  }

  @Test("type holds its quoted text as is (spaces and a # inside); the editing keys have names")
  func typeAndEditingKeys() throws {
    let script = try InputScript.parse(
      "1 type \"Ada  L. #1\"\n2 key backspace\n3 key DELETE\n4 key tab\n5 key home\n6 key end")
    #expect(
      script.events.map(\.action) == [
        .type("Ada  L. #1"), .key(.backspace), .key(.deleteForward), .key(.tab), .key(.home),
        .key(.end),
      ])
  }

  @Test("an unknown key lists the keys there are")
  func unknownKey() {
    #expect(
      throws: ScriptError(
        description: "script:1: expected 'key NAME' with NAME one of \(Key.scriptNames), "
          + "not '1 key f13'")
    ) { try InputScript.parse("1 key f13") }
  }

  @Test("an unreadable script file is one clear line")
  func unreadableFile() {
    #expect(throws: ScriptError(description: "cannot read script '/nonexistent/s.txt'")) {
      try InputScript.load(path: "/nonexistent/s.txt")
    }
  }
}
