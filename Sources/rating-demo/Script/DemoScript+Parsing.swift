import Foundation

/// A mistake in a script: names the file and line, for one line on stderr.
struct ScriptError: Error, Equatable, CustomStringConvertible {
  let description: String
}

extension DemoScript {
  /// Reads and parses the script at `path`.
  static func load(path: String) throws -> DemoScript {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ScriptError(description: "cannot read script '\(path)'")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ScriptError(description: "\(path): not UTF-8 text")
    }
    return try parse(text, name: path)
  }

  /// Parses script text; `name` prefixes error messages (`name:line: …`).
  static func parse(_ text: String, name: String = "script") throws -> DemoScript {
    var events: [Event] = []
    // Any line end counts (LF, CRLF, CR): a CRLF is one Character, which "\n" would not split.
    for (index, rawLine) in text.split(
      omittingEmptySubsequences: false, whereSeparator: \.isNewline
    )
    .enumerated() {
      let line =
        rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        .first.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
      if line.isEmpty { continue }
      do {
        events.append(try parseEvent(line))
      } catch let error as ScriptError {
        throw ScriptError(description: "\(name):\(index + 1): \(error.description)")
      }
    }
    return DemoScript(
      events: events.enumerated().sorted {
        ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
      }.map(\.element))
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
      if rest.count == 3, rest[1] == "star" {
        guard let star = Int(rest[2]), (1...5).contains(star) else {
          throw ScriptError(description: "expected a star from 1 to 5, not '\(rest[2])'")
        }
        return Event(time: time, action: .clickStar(star))
      }
      if rest.count == 2 {
        let coordinates = rest[1].split(separator: ",", omittingEmptySubsequences: false)
        if coordinates.count == 2, let x = Double(coordinates[0]), let y = Double(coordinates[1]),
          x.isFinite, y.isFinite
        {
          return Event(time: time, action: .clickPoint(CGPoint(x: x, y: y)))
        }
      }
      throw ScriptError(description: "expected 'click star N' or 'click X,Y', not '\(line)'")
    case "key":
      guard rest.count == 2, let key = DemoKey(rawValue: rest[1].lowercased()) else {
        let names = DemoKey.allCases.map(\.rawValue).joined(separator: ", ")
        throw ScriptError(
          description: "expected 'key NAME' with NAME one of \(names), not '\(line)'")
      }
      return Event(time: time, action: .key(key))
    default:
      throw ScriptError(description: "expected 'click' or 'key' after the time, not '\(line)'")
    }
  }
}
