import Foundation
import Testing

/// The README shows the demo's code as it is in the repository: the seed's `ContentView` at the
/// top (HTML-escaped in a `<pre>`), and the scene-graph rating in a Swift code block.
@Suite("The README's listings of the demo")
struct ReadmeListingsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func text(_ path: String) throws -> String {
    try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
  }

  /// `file` from its first line that starts with `import`.
  func code(_ file: String) -> String {
    var lines = file.split(separator: "\n", omittingEmptySubsequences: false)
    if let first = lines.firstIndex(where: { $0.hasPrefix("import ") }) {
      lines.removeFirst(first)
    }
    return lines.joined(separator: "\n")
  }

  @Test("the README leads with the demo's ContentView, its text as in the seed file")
  func contentViewAtTheTop() throws {
    let readme = try text("README.md")
    let seed = code(try text("Sources/rating-demo/Seed/ContentView.swift"))
    let escaped = seed.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    let listing = try #require(readme.range(of: escaped))
    let commands = try #require(readme.range(of: "## Two commands"))
    #expect(listing.upperBound < commands.lowerBound, "the listing comes first")
  }

  @Test("the README's scene-graph rating is SceneGraphRating.swift")
  func sceneGraphExample() throws {
    let readme = try text("README.md")
    let example = code(try text("Tests/RatingDemoTests/Readme/SceneGraphRating.swift"))
    #expect(readme.contains("```swift\n" + example + "```"))
  }
}
