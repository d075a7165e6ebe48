import Tempo
import TempoScene

extension Image {
  /// A symbol's size relative to its font (SwiftUI's `Image.Scale`).
  public enum Scale: Hashable, Sendable {
    /// Smaller than the font: 0.8 of its size (TempoUI's choice, near SF Symbols' small scale).
    case small
    /// The font's size, the default.
    case medium
    /// Larger than the font: 1.3 of its size (TempoUI's choice, near SF Symbols' large scale).
    case large

    /// The symbol's height over the font's size.
    var factor: Double {
      switch self {
      case .small: 0.8
      case .medium: 1
      case .large: 1.3
      }
    }
  }
}

/// How a multi-layer symbol is coloured (SwiftUI's `SymbolRenderingMode`): accepted; TempoUI's
/// symbols have one layer, drawn in the foreground colour.
public struct SymbolRenderingMode: Hashable, Sendable {
  private let kind: Int
  /// One colour for every layer.
  public static let monochrome = SymbolRenderingMode(kind: 0)
  /// The symbol's own colours.
  public static let multicolor = SymbolRenderingMode(kind: 1)
  /// One colour at several opacities.
  public static let hierarchical = SymbolRenderingMode(kind: 2)
  /// A colour per layer from the foreground styles.
  public static let palette = SymbolRenderingMode(kind: 3)
}

extension EnvironmentValues {
  /// The size of symbols in this environment relative to their font (default `.medium`).
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

private enum ImageScaleKey: EnvironmentKey {
  static var defaultValue: Image.Scale { .medium }
}

extension View {
  /// Sizes the symbols in this view at `scale` of their font's size.
  public func imageScale(_ scale: Image.Scale) -> some View {
    modified(.environment { $0.imageScale = scale })
  }

  /// Sets how multi-layer symbols are coloured: accepted, drawn in the foreground colour.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}

extension Image {
  /// Sets how the symbol's layers are coloured: accepted, drawn in the foreground colour.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}
