import Foundation
import TempoRunner
import TempoUI

/// The gallery's command line (package): the shared runner's options, plus `--example NAME` to
/// open or record one example alone, and `--list` to print the examples' names.
@MainActor
package enum GalleryCommand {
  /// The program's name in usage and error lines.
  package static let name = "tempo-gallery"

  /// What `arguments` ask for: the example named by `--example` (nil for the whole gallery)
  /// and the arguments left for the runner (with the example's recording length added when a
  /// recording has no `--duration`).
  package static func parse(_ arguments: [String]) throws -> (
    example: GalleryExample?, runnerArguments: [String]
  ) {
    var rest: [String] = []
    var example: GalleryExample?
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      guard argument == "--example" else {
        rest.append(argument)
        continue
      }
      guard index < arguments.endIndex else {
        throw UsageError(description: "--example needs a name (\(names))")
      }
      let name = arguments[index]
      index += 1
      guard let found = GalleryExample.named(name) else {
        throw UsageError(description: "no example '\(name)' (examples: \(names))")
      }
      example = found
    }
    if let example, rest.contains("--record"), !rest.contains("--duration") {
      rest += ["--duration", String(example.duration)]
    }
    return (example, rest)
  }

  /// The runner's description of `example`, or of the whole gallery when it is nil.
  package static func description(for example: GalleryExample?) -> AppDescription {
    let summary = """
      \(name): classic SwiftUI animations written with TempoUI. Without options it opens the
      gallery's window; --example NAME opens (or, with --record, records) one example alone;
      --list prints the examples' names, which are:
      \(wrapped(names, width: 92))
      """
    guard let example else {
      return .hosting(
        name: name, title: "Tempo Gallery", summary: summary,
        defaultScript: galleryScript, defaultSize: GalleryView.size
      ) { GalleryView() }
    }
    return .hosting(
      name: name, title: example.title, summary: summary, defaultScript: example.script,
      defaultSize: GalleryExample.size
    ) { example.makeView() }
  }

  /// Runs the gallery with `arguments` (without the program name); returns the exit status.
  package static func run(arguments: [String]) -> Int32 {
    if arguments == ["--list"] {
      print(GalleryExample.all.map(\.name).joined(separator: "\n"))
      return 0
    }
    do {
      let (example, rest) = try parse(arguments)
      return AppRunner.run(description(for: example), arguments: rest)
    } catch {
      FileHandle.standardError.write(Data((AppRunner.message(for: error, app: name) + "\n").utf8))
      return 2
    }
  }

  /// `text` broken at spaces into lines of at most `width` characters.
  static func wrapped(_ text: String, width: Int) -> String {
    var lines: [String] = []
    for word in text.split(separator: " ") {
      if let last = lines.last, last.count + 1 + word.count <= width {
        lines[lines.count - 1] += " " + word
      } else {
        lines.append(String(word))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The examples' names, comma-separated.
  static var names: String { GalleryExample.all.map(\.name).joined(separator: ", ") }

  /// The whole gallery's recording: every example in turn, 1.5 s each.
  static var galleryScript: InputScript {
    InputScript(
      events: GalleryExample.all.enumerated().dropFirst().map { index, example in
        .init(time: 1.5 * Double(index), action: .click(.text(example.title)))
      })
  }
}
