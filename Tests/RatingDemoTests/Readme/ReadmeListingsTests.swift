import Foundation
import Testing

/// The README and the docs show code as it is in the repository: the seed's `ContentView` at the
/// README's top (HTML-escaped in a `<pre>`), the example app's files in its five-minute section,
/// and the scene-graph rating in a Swift code block of TempoScene's scene-graph article.
@Suite("The listings of the README and the articles")
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

  @Test("the scene-graph article's rating is SceneGraphRating.swift")
  func sceneGraphExample() throws {
    let article = try text("Sources/TempoScene/TempoScene.docc/UsingTheSceneGraph.md")
    let example = code(try text("Tests/RatingDemoTests/Readme/SceneGraphRating.swift"))
    #expect(article.contains("```swift\n" + example + "```"))
  }

  @Test(
    "the README's five-minute app is Assets/Examples/HelloTempo, its Package.swift and its source whole",
    arguments: ["Package.swift", "Sources/HelloTempo/HelloTempo.swift"])
  func exampleApp(file: String) throws {
    let readme = try text("README.md")
    let source = try text("Assets/Examples/HelloTempo/\(file)")
    let five = try #require(readme.range(of: "## Your own app in five minutes"))
    let listing = try #require(readme.range(of: "```swift\n" + source + "```"))
    #expect(listing.lowerBound > five.lowerBound, "the listing is in the five-minute section")
  }
}
