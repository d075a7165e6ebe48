import Foundation
import TempoPlot
import Testing

@Suite("The documentation site (make docs)", .enabled(if: DocsSite.isEnabled))
struct DocsSiteTests {
  @Test(
    "every <doc:…> article and ``symbol`` a catalogue page links has a page (HTML and data) in the site",
    arguments: DocsSite.libraries)
  func linkedPagesExist(library: String) throws {
    let module = library.lowercased()
    var checked = 0
    for (file, text) in try DocsSite.pages(of: library) {
      // Code listings may contain anything; links are only looked for outside them.
      let prose = text.components(separatedBy: "```").enumerated()
        .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: "\n")
      for article in try DocsSite.captures(#"<doc:([A-Za-z0-9_-]+)>"#, in: prose) {
        #expect(
          DocsSite.hasPage("documentation/\(module)/\(article.lowercased())"),
          "\(file) links <doc:\(article)>")
        checked += 1
      }
      for symbol in try DocsSite.captures(#"``([^`]+)``"#, in: prose) {
        let path = symbol == library ? module : "\(module)/\(symbol.lowercased())"
        #expect(DocsSite.hasPage("documentation/\(path)"), "\(file) links ``\(symbol)``")
        checked += 1
      }
      for link in try DocsSite.captures(#"\]\(/(documentation/[a-z/]+)\)"#, in: prose) {
        #expect(DocsSite.hasPage(link), "\(file) links /\(link)")
        checked += 1
      }
    }
    #expect(checked > 0)
  }

  @Test("every article of every catalogue has a page in the site", arguments: DocsSite.libraries)
  func everyArticleIsBuilt(library: String) throws {
    for (file, _) in try DocsSite.pages(of: library) where file != "\(library).md" {
      let name = file.dropLast(3).lowercased()
      #expect(DocsSite.hasPage("documentation/\(library.lowercased())/\(name)"), "\(file)")
    }
    #expect(DocsSite.hasPage("documentation/\(library.lowercased())"))
  }

  @Test(
    "every public symbol declared in Sources has a doc comment (symbol graphs of the build; extension blocks of other modules' types are not symbols of their own)"
  )
  func everyPublicSymbolIsDocumented() throws {
    var undocumented: [String] = []
    var count = 0
    let manager = FileManager.default
    for library in DocsSite.libraries {
      let folder = "\(DocsSite.symbols)/\(library)"
      for file in try manager.contentsOfDirectory(atPath: folder) where file.hasSuffix(".json") {
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(file)"))
        let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for case let symbol as [String: Any] in graph["symbols"] as? [Any] ?? [] {
          let location = (symbol["location"] as? [String: Any])?["uri"] as? String ?? ""
          let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String
          guard location.contains("/Sources/"), symbol["accessLevel"] as? String == "public",
            kind != "swift.extension"
          else { continue }
          count += 1
          let lines = (symbol["docComment"] as? [String: Any])?["lines"] as? [[String: Any]] ?? []
          let text = lines.compactMap { $0["text"] as? String }.joined()
          if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
            undocumented.append("\(path) (\(location.components(separatedBy: "/Sources/").last!))")
          }
        }
      }
    }
    #expect(count > 1000)
    #expect(undocumented.isEmpty, "undocumented: \(undocumented.joined(separator: ", "))")
  }

  @Test(
    "the site carries every curve picture, byte for byte as in Assets/curves",
    arguments: PlotSubject.all.map(\.id))
  func picturesAreInTheSite(id: String) throws {
    for ext in ["png", "gif"] {
      let asset = try Data(
        contentsOf: URL(fileURLWithPath: "\(packageRoot)/Assets/curves/\(id).\(ext)"))
      let inSite = try Data(
        contentsOf: URL(fileURLWithPath: "\(DocsSite.site)/images/org.tempo.Tempo/\(id).\(ext)"))
      #expect(!asset.isEmpty)
      #expect(inSite == asset)
    }
  }
}
