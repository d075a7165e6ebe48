import Foundation
import Testing

@testable import TempoGallery

/// The README's gallery table shows every example's GIF and its source as it is.
@MainActor
struct ReadmeGalleryTests {
  /// The package's root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `text` escaped as it stands in the README's HTML `<pre>` blocks.
  func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  @Test func everyExampleHasItsCommittedGIFAndItsSourceInTheReadmeTable() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("Sources/TempoGallery/Examples").path)
    #expect(examples.count == GalleryExample.all.count)
    for file in examples {
      let source = try String(
        contentsOf: Self.root.appendingPathComponent("Sources/TempoGallery/Examples/\(file)"),
        encoding: .utf8)
      let code = source.replacingOccurrences(of: "import TempoUI\n\n", with: "")
      #expect(readme.contains(escaped(code)), "README's code for \(file) is not the source")
    }
    for example in GalleryExample.all {
      let gif = "Assets/gallery/\(example.name).gif"
      #expect(readme.contains("<img src=\"\(gif)\""))
      #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(gif).path))
    }
  }
}
