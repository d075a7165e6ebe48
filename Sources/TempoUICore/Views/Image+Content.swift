import Tempo
import TempoScene

extension Image {
  /// What an image draws (internal).
  enum Content {
    /// One of Tempo's vector symbols.
    case vector(Symbol)
    /// A glyph of the Material Icons font (an SF Symbol name in ``SymbolNameMap``), by code
    /// point.
    case icon(UInt32)
    /// An image file, with its natural size in points.
    case file(path: String, size: CGSize)
    /// An unknown symbol name or an image found nowhere.
    case missing
  }

  /// What this image draws: its file, else its vector symbol, else its icon glyph.
  @MainActor var content: Content {
    if let assetName {
      guard let file = ImageResources.file(named: assetName, bundlePath: bundlePath) else {
        return .missing
      }
      return .file(path: file.path, size: file.size)
    }
    if let symbol = Symbol.named(systemName) { return .vector(symbol) }
    if let codePoint = SymbolNameMap.codePoint(for: systemName) { return .icon(codePoint) }
    return .missing
  }
}
