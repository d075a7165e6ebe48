import Foundation

/// Where `make docs` puts its output, and whether this test run checks it: `make test` builds the
/// docs first and sets `TEMPO_DOCS=1`; a plain `swift test` leaves these suites out.
enum DocsSite {
  /// Whether the docs suites run.
  static let isEnabled = ProcessInfo.processInfo.environment["TEMPO_DOCS"] == "1"
  /// The static site.
  static let site = "\(packageRoot)/.build/docs"
  /// The per-library symbol graphs the site was built from.
  static let symbols = "\(packageRoot)/.build/docs-build/symbols"
  /// The libraries with a catalogue, as named in `Sources/<Library>/<Library>.docc`.
  static let libraries = [
    "Tempo", "TempoScene", "TempoRender", "TempoSDL", "TempoCairo", "TempoUICore", "TempoUI",
  ]

  /// The catalogue pages of `library`: (file name, text).
  static func pages(of library: String) throws -> [(String, String)] {
    let catalogue = "\(packageRoot)/Sources/\(library)/\(library).docc"
    return try FileManager.default.contentsOfDirectory(atPath: catalogue).sorted()
      .filter { $0.hasSuffix(".md") }
      .map { ($0, try String(contentsOfFile: "\(catalogue)/\($0)", encoding: .utf8)) }
  }

  /// Every match of `pattern`'s first capture group in `text`.
  static func captures(_ pattern: String, in text: String) throws -> [String] {
    let regex = try NSRegularExpression(pattern: pattern)
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  /// Whether the site has a page at `path` (e.g. `documentation/tempo/springs`): its HTML and
  /// its JSON data.
  static func hasPage(_ path: String) -> Bool {
    let manager = FileManager.default
    return manager.fileExists(atPath: "\(site)/\(path)/index.html")
      && manager.fileExists(atPath: "\(site)/data/\(path).json")
  }
}
