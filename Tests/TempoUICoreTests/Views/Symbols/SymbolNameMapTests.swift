import Foundation
import Testing

@testable import TempoUICore

/// `SymbolNameMap`: at least 300 SF Symbol names, each once, none of Tempo's own vector
/// symbols, each mapped to the code point the installed font's codepoints list gives its
/// Material name.
@Suite("SymbolNameMap")
struct SymbolNameMapTests {
  /// Debian's codepoints list for the Material Icons font: `"name": hex,` lines.
  static let codepointsFile =
    "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"

  @Test("the map has the 631 names its documentation counts, each once, none of Tempo's vectors")
  func namesAreUnique() {
    let names = SymbolNameMap.entries.map(\.name)
    #expect(names.count == 631)
    #expect(Set(names).count == names.count)
    #expect(Set(names).isDisjoint(with: Symbol.names))
  }

  @Test("the names apps use most are mapped: gear, trash, chevron.down, magnifyingglass, …")
  func commonNamesAreMapped() {
    let common = [
      "gear", "trash", "chevron.down", "magnifyingglass", "person.fill", "house", "bell",
      "envelope", "plus.circle.fill", "checkmark.circle", "square.and.arrow.up", "ellipsis",
      "folder", "calendar", "clock", "lock", "cart", "paperplane.fill", "photo", "info.circle",
    ]
    for name in common { #expect(SymbolNameMap.codePoint(for: name) != nil, "\(name)") }
    #expect(SymbolNameMap.codePoint(for: "no.such.symbol") == nil)
  }

  @Test("each entry's code point is the one the font's codepoints list gives its Material name")
  func codePointsMatchTheFontsList() throws {
    let text = try String(contentsOfFile: Self.codepointsFile, encoding: .utf8)
    var listed: [String: UInt32] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "\"")
      guard parts.count == 3 else { continue }
      let hex = parts[2].trimmingCharacters(in: CharacterSet(charactersIn: ": ,\t"))
      listed[String(parts[1])] = UInt32(hex, radix: 16)
    }
    #expect(listed.count > 2000)
    for entry in SymbolNameMap.entries {
      #expect(
        listed[entry.materialName] == entry.codePoint, "\(entry.name) → \(entry.materialName)")
    }
  }

  @Test("a .fill name and its outline both exist for the pairs apps toggle: bell, bookmark, trash")
  func fillVariantsDiffer() {
    for base in ["bookmark", "trash", "envelope", "person", "lock", "folder"] {
      let outline = SymbolNameMap.codePoint(for: base)
      let filled = SymbolNameMap.codePoint(for: base + ".fill")
      #expect(outline != nil && filled != nil && outline != filled, "\(base)")
    }
  }
}
