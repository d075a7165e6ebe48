import Foundation
import TempoScene

/// An image: a symbol (SwiftUI's `Image(systemName:)`), sized to the font and drawn in the
/// foreground colour, or a PNG, JPEG or SVG file from the app's resources (`Image(_:bundle:)`).
///
/// Symbols are Tempo's own vector glyphs (`Symbol`) or, for 631 more SF Symbol names, glyphs
/// of the Material Icons font (`SymbolNameMap`). Files are looked up by name in the bundle
/// given, else in the main bundle and the SwiftPM resource bundles beside the executable
/// (`Bundle.module`'s), with or without their extension.
public struct Image: View {
  let systemName: String
  /// The resource asked for by `Image(_:bundle:)` or `Image(decorative:bundle:)`.
  var assetName: String?
  /// The bundle the resource is looked up in (`nil`: the main bundle, then the SwiftPM
  /// resource bundles beside the executable).
  var bundlePath: String?
  /// Whether the symbol stretches to the space offered (`.resizable()`).
  var isResizable = false
  /// How an image file is drawn: `.template` draws its alpha in the foreground colour.
  var templateMode: TemplateRenderingMode?

  /// The symbol named `systemName`; an unknown name draws nothing and logs one line.
  public init(systemName: String) {
    self.systemName = systemName
  }

  /// The image named `name` (a PNG, JPEG or SVG file, its extension optional) in `bundle`'s
  /// resources (`nil`: the app's); a name found nowhere draws nothing, takes no space and logs
  /// SwiftUI's one line.
  public init(_ name: String, bundle: Bundle? = nil) {
    systemName = ""
    assetName = name
    bundlePath = bundle?.bundlePath
  }

  /// The image named `name` in `bundle`'s resources, as ``init(_:bundle:)`` finds it, hidden
  /// from accessibility (TempoUI has no accessibility tree: drawn the same).
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
  }

  /// An image is primitive.
  public typealias Body = Never

  /// This image stretched to the space offered in both axes, its outline or its pixels scaled
  /// to the frame (the insets and mode are accepted and ignored).
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
    -> Image
  {
    var copy = self
    copy.isResizable = true
    return copy
  }

  /// Draws this image as a template (its alpha in the foreground colour) or in its own
  /// colours; symbols are always drawn in the foreground colour.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var copy = self
    copy.templateMode = renderingMode
    return copy
  }

  /// Sets how the image is interpolated when scaled: accepted (bitmaps are always sampled
  /// linearly, symbols and SVGs drawn at their size).
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
