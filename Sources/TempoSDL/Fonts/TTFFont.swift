import CSDL2

/// An owning wrapper for a `TTF_Font` opened at one pixel size.
@MainActor
public final class TTFFont {
  /// The `TTF_Font*`.
  package let pointer: OpaquePointer
  /// The size the font is rasterised at, in device pixels (SDL_ttf's point size at 72 dpi).
  public let pixelSize: Int
  /// The font file's path.
  public let path: String

  /// Opens the font file at `path` at `pixelSize` pixels, emboldened by SDL_ttf when
  /// `synthesizedBold` (for a family without a bold file); throws a ``TempoSDLError`` if it fails.
  public init(path: String, pixelSize: Int, synthesizedBold: Bool = false) throws {
    try SDLSystem.startFonts()
    guard pixelSize > 0, pixelSize <= 4096 else {
      throw TempoSDLError(
        .invalidSize, "could not open the font \(path) at \(pixelSize) px: size out of range")
    }
    guard let font = TTF_OpenFont(path, Int32(pixelSize)) else {
      throw TempoSDLError.sdl(.noFont, "could not open the font \(path)", function: "TTF_OpenFont")
    }
    if synthesizedBold { TTF_SetFontStyle(font, TTF_STYLE_BOLD) }
    pointer = font
    self.pixelSize = pixelSize
    self.path = path
  }

  isolated deinit {
    TTF_CloseFont(pointer)
  }

  /// The font's ascent: pixels from the top of a line to its baseline.
  var ascent: Int { Int(TTF_FontAscent(pointer)) }

  /// Whether the font has a glyph for `scalar`.
  func hasGlyph(_ scalar: Unicode.Scalar) -> Bool {
    TTF_GlyphIsProvided32(pointer, scalar.value) != 0
  }

  /// The size of one line of `text` in device pixels (zero for empty text or on failure).
  public func size(of text: String) -> (width: Int, height: Int) {
    guard !text.isEmpty else { return (0, Int(TTF_FontHeight(pointer))) }
    var (width, height): (Int32, Int32) = (0, 0)
    guard TTF_SizeUTF8(pointer, text, &width, &height) == 0 else { return (0, 0) }
    return (Int(width), Int(height))
  }

  /// Renders one line of `text` with anti-aliasing in an opaque `color` to a new texture.
  func texture(for text: String, color: SDL_Color, renderer: Renderer) throws -> Texture {
    guard let surface = TTF_RenderUTF8_Blended(pointer, text, color) else {
      throw TempoSDLError.sdl(
        .drawFailed, "could not render the text \"\(text)\"", function: "TTF_RenderUTF8_Blended")
    }
    defer { SDL_FreeSurface(surface) }
    return try Texture(surface: surface, renderer: renderer)
  }
}
