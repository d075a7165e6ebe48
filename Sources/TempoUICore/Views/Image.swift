import Foundation
import TempoScene

/// A symbol from TempoUI's set of SF Symbols-like vector glyphs (SwiftUI's
/// `Image(systemName:)`), sized to the font and drawn in the foreground colour.
public struct Image: View {
  let systemName: String
  /// The asset asked for by `Image(_:)`: TempoUI has no asset catalog, so it draws nothing.
  var assetName: String?
  /// Whether the symbol stretches to the space offered (`.resizable()`).
  var isResizable = false

  /// The symbol named `systemName`; an unknown name draws nothing and logs one line.
  public init(systemName: String) {
    self.systemName = systemName
  }

  /// The image named `name` in the app's asset catalog: TempoUI has none, so this draws
  /// nothing, takes no space and logs SwiftUI's one line (`bundle` is accepted).
  public init(_ name: String, bundle: Bundle? = nil) {
    systemName = ""
    assetName = name
  }

  /// An image is primitive.
  public typealias Body = Never

  /// This image stretched to the space offered in both axes, its outline scaled to the frame
  /// (the insets and mode are accepted: a symbol is a vector outline).
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
    -> Image
  {
    var copy = self
    copy.isResizable = true
    return copy
  }

  /// Draws this image as a template in the foreground colour or in its own colours: accepted;
  /// TempoUI's symbols are always drawn in the foreground colour.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

  /// Sets how the image is interpolated when scaled: accepted (symbols are vector outlines).
  public func interpolation(_ interpolation: Interpolation) -> Image { self }

  /// Sets whether the image is antialiased when scaled: accepted (outlines always are).
  public func antialiased(_ isAntialiased: Bool) -> Image { self }

  /// How a resizable image fills space (SwiftUI's `Image.ResizingMode`).
  public enum ResizingMode: Hashable, Sendable {
    /// Repeats the image.
    case tile
    /// Stretches the image.
    case stretch
  }

  /// How an image is drawn: as a template or in its own colours (`Image.TemplateRenderingMode`).
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// In the foreground colour.
    case template
    /// In the image's own colours.
    case original
  }

  /// How a scaled bitmap is sampled (SwiftUI's `Image.Interpolation`).
  public enum Interpolation: Hashable, Sendable {
    /// Nearest pixel.
    case none
    /// Fast, low quality.
    case low
    /// Balanced.
    case medium
    /// Best quality.
    case high
  }
}
