import Foundation
import TempoRender
import TempoSDL

/// A script that could not be read or parsed; its description names the file and line.
public struct ScriptError: Error, Equatable, CustomStringConvertible {
  /// The one-line message.
  public let description: String

  /// An error with `description`.
  public init(description: String) {
    self.description = description
  }
}

extension InputScript {
  /// Reads and parses the script at `path`; `validate` may reject an action (the app's own
  /// limits, such as its number of stars) with a message.
  public static func load(
    path: String, validate: ((Action) -> String?)? = nil
  ) throws -> InputScript {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ScriptError(description: "cannot read script '\(path)'")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ScriptError(description: "\(path): not UTF-8 text")
    }
    return try parse(text, name: path, validate: validate)
  }

  /// Parses script text: one `TIME click …`, `TIME drag … to … over SECONDS`, `TIME scroll …
  /// by DX,DY`, `TIME key NAME` or `TIME type "TEXT"` a line, `#` comments, any line ends; errors are
  /// "NAME:LINE: what is wrong".
  public static func parse(
    _ text: String, name: String = "script", validate: ((Action) -> String?)? = nil
  ) throws -> InputScript {
    var events: [Event] = []
    // Any line end counts (LF, CRLF, CR): a CRLF is one Character, which "\n" would not split.
    for (index, rawLine) in text.split(
      omittingEmptySubsequences: false, whereSeparator: \.isNewline
    )
    .enumerated() {
      let line = stripComment(String(rawLine)).trimmingCharacters(in: .whitespaces)
      if line.isEmpty { continue }
      do {
        let event = try parseEvent(line)
        if let problem = validate?(event.action) { throw ScriptError(description: problem) }
        events.append(event)
      } catch let error as ScriptError {
        throw ScriptError(description: "\(name):\(index + 1): \(error.description)")
      }
    }
    return InputScript(
      events: events.enumerated().sorted {
        ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
      }.map(\.element))
  }

  /// The line without its `#` comment (a `#` inside a quoted text is kept).
  private static func stripComment(_ line: String) -> String {
    var inQuotes = false
    for index in line.indices {
      if line[index] == "\"" { inQuotes.toggle() }
      if line[index] == "#", !inQuotes { return String(line[..<index]) }
    }
    return line
  }

  private static func parseEvent(_ line: String) throws -> Event {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let timeText = words.first, let time = Double(timeText), time.isFinite else {
      throw ScriptError(description: "expected a time in seconds first, not '\(words.first ?? "")'")
    }
    guard time >= 0, time <= 3600 else {
      throw ScriptError(description: "time \(timeText) is outside 0…3600 seconds")
    }
    let rest = Array(words.dropFirst())
    switch rest.first {
    case "click":
      let argument = line.range(of: "click").map { line[$0.upperBound...] } ?? ""
      return Event(
        time: time,
        action: .click(try parseTarget(argument.trimmingCharacters(in: .whitespaces), line: line)))
    case "drag":
      let argument = line.range(of: "drag").map { String(line[$0.upperBound...]) } ?? ""
      return Event(time: time, action: try parseDrag(argument, line: line))
    case "scroll":
      let argument = line.range(of: "scroll").map { String(line[$0.upperBound...]) } ?? ""
      return Event(time: time, action: try parseScroll(argument, line: line))
    case "key":
      guard rest.count == 2, let key = Key(scriptName: rest[1]) else {
        throw ScriptError(
          description: "expected 'key NAME' with NAME one of \(Key.scriptNames), not '\(line)'")
      }
      return Event(time: time, action: .key(key))
    case "type":
      let argument = line.range(of: "type").map { line[$0.upperBound...] } ?? ""
      let quoted = argument.trimmingCharacters(in: .whitespaces)
      guard quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") else {
        throw ScriptError(description: "expected 'type \"TEXT\"', not '\(line)'")
      }
      return Event(time: time, action: .type(String(quoted.dropFirst().dropLast())))
    default:
      throw ScriptError(
        description:
          "expected 'click', 'drag', 'scroll', 'key' or 'type' after the time, not '\(line)'")
    }
  }

  /// `FROM to TO over SECONDS`, each target as a click's.
  private static func parseDrag(_ text: String, line: String) throws -> Action {
    let usage = "expected 'drag FROM to TO over SECONDS' (targets as for click), not '\(line)'"
    guard let to = unquotedRange(of: " to ", in: text),
      let over = unquotedRange(of: " over ", in: text), to.upperBound <= over.lowerBound
    else { throw ScriptError(description: usage) }
    let from = text[..<to.lowerBound].trimmingCharacters(in: .whitespaces)
    let target = text[to.upperBound..<over.lowerBound].trimmingCharacters(in: .whitespaces)
    let secondsText = text[over.upperBound...].trimmingCharacters(in: .whitespaces)
    guard let seconds = Double(secondsText), seconds.isFinite else {
      throw ScriptError(description: usage)
    }
    guard seconds > 0, seconds <= 3600 else {
      throw ScriptError(description: "drag duration \(secondsText) is outside 0…3600 seconds")
    }
    return .drag(
      from: try parseTarget(from, line: line), to: try parseTarget(target, line: line),
      duration: seconds)
  }

  /// `TARGET by DX,DY`, the target as a click's and the amounts in points.
  private static func parseScroll(_ text: String, line: String) throws -> Action {
    let usage = "expected 'scroll TARGET by DX,DY' (a target as for click, points), not '\(line)'"
    guard let by = unquotedRange(of: " by ", in: text) else {
      throw ScriptError(description: usage)
    }
    let target = text[..<by.lowerBound].trimmingCharacters(in: .whitespaces)
    let amounts = text[by.upperBound...].trimmingCharacters(in: .whitespaces)
      .split(separator: ",", omittingEmptySubsequences: false)
    guard amounts.count == 2, let dx = Double(amounts[0]), let dy = Double(amounts[1]),
      dx.isFinite, dy.isFinite
    else { throw ScriptError(description: usage) }
    guard abs(dx) <= 100_000, abs(dy) <= 100_000 else {
      throw ScriptError(
        description: "scroll amount \(amounts[0]),\(amounts[1]) is outside ±100000 points")
    }
    return .scroll(try parseTarget(target, line: line), by: CGSize(width: dx, height: dy))
  }

  /// The first range of `word` in `text` outside double quotes.
  private static func unquotedRange(of word: String, in text: String) -> Range<String.Index>? {
    var inQuotes = false
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == "\"" { inQuotes.toggle() }
      if !inQuotes, text[index...].hasPrefix(word) {
        return index..<text.index(index, offsetBy: word.count)
      }
      index = text.index(after: index)
    }
    return nil
  }

  private static func parseTarget(_ text: String, line: String) throws -> ClickTarget {
    if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
      return .text(String(text.dropFirst().dropLast()))
    }
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    if words.count == 2, let index = Int(words[1]) {
      guard index >= 1 else {
        throw ScriptError(description: "expected a symbol number from 1, not '\(words[1])'")
      }
      return .symbol(words[0], index: index)
    }
    if words.count == 1 {
      let coordinates = words[0].split(separator: ",", omittingEmptySubsequences: false)
      if coordinates.count == 2, let x = Double(coordinates[0]), let y = Double(coordinates[1]),
        x.isFinite, y.isFinite
      {
        return .point(CGPoint(x: x, y: y))
      }
    }
    throw ScriptError(
      description: "expected 'click X,Y', 'click \"TEXT\"' or 'click SYMBOL N', not '\(line)'")
  }
}
