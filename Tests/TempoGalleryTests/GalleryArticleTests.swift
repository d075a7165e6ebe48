import Foundation
import Testing

@testable import TempoGallery

/// The Gallery article of TempoUI's documentation shows every example's GIF and its source as
/// it is.
@MainActor
struct GalleryArticleTests {
  /// The package's root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The article, in TempoUI's DocC catalogue.
  static let article = "Sources/TempoUI/TempoUI.docc/Gallery.md"

  @Test func everyExampleHasItsCommittedGIFAndItsSourceInTheGalleryArticle() throws {
    let article = try String(
      contentsOf: Self.root.appendingPathComponent(Self.article), encoding: .utf8)
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("Sources/TempoGallery/Examples").path)
    #expect(examples.count == GalleryExample.all.count)
    for file in examples {
      let source = try String(
        contentsOf: Self.root.appendingPathComponent("Sources/TempoGallery/Examples/\(file)"),
        encoding: .utf8)
      let code = source.replacingOccurrences(of: "import TempoUI\n\n", with: "")
      #expect(
        article.contains("```swift\n" + code + "```"),
        "the article's code for \(file) is not the source")
    }
    for example in GalleryExample.all {
      let gif = "Assets/gallery/\(example.name).gif"
      #expect(article.contains("](\(example.name).gif)"))
      #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(gif).path))
    }
  }
}
