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
  /// A number no other font opened in this process has (text caches key their images by it).
  let serial: Int
  private static var opened = 0
  /// The direction and script SDL_ttf shapes with now (see ``shape(rightToLeft:script:)``).
  private var shaping = (rightToLeft: false, script: "")

  /// Opens the font file at `path` at `pixelSize` pixels, emboldened by SDL_ttf when
  /// `synthesizedBold` (for a family without a bold file); throws a ``TempoSDLError`` if it fails.
  public convenience init(path: String, pixelSize: Int, synthesizedBold: Bool = false) throws {
    try self.init(
      choice: FontChoice(path: path, embolden: synthesizedBold), pixelSize: pixelSize,
      decorations: 0)
  }

  /// Opens the face `choice` names at `pixelSize` pixels, emboldened or slanted by SDL_ttf as
  /// it asks, with SDL_ttf's `decorations` (`TTF_STYLE_UNDERLINE`, `TTF_STYLE_STRIKETHROUGH`).
  init(choice: FontChoice, pixelSize: Int, decorations: Int32) throws {
    let path = choice.path
    try SDLSystem.startFonts()
    guard pixelSize > 0, pixelSize <= 4096 else {
      throw TempoSDLError(
        .invalidSize, "could not open the font \(path) at \(pixelSize) px: size out of range")
    }
    guard let font = TTF_OpenFontIndex(path, Int32(pixelSize), choice.index) else {
      throw TempoSDLError.sdl(
        .noFont, "could not open the font \(path)", function: "TTF_OpenFontIndex")
    }
    let style =
      (choice.embolden ? TTF_STYLE_BOLD : 0) | (choice.oblique ? TTF_STYLE_ITALIC : 0)
      | decorations
    if style != 0 { TTF_SetFontStyle(font, style) }
    pointer = font
    Self.opened += 1
    serial = Self.opened
    self.pixelSize = pixelSize
    self.path = path
  }

  isolated deinit {
    TTF_CloseFont(pointer)
  }

  /// The font's ascent: pixels from the top of a line to its baseline.
  var ascent: Int { Int(TTF_FontAscent(pointer)) }

  /// The font's line height in pixels.
  var height: Int { Int(TTF_FontHeight(pointer)) }

  /// Makes SDL_ttf shape the next text (through HarfBuzz) right to left or left to right, in
  /// the script with ISO 15924 tag `script` ("": HarfBuzz guesses it).
  func shape(rightToLeft: Bool, script: String) {
    guard shaping != (rightToLeft, script) else { return }
    shaping = (rightToLeft, script)
    _ = TTF_SetFontDirection(pointer, rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
    _ = TTF_SetFontScriptName(pointer, script.isEmpty ? "Zyyy" : script)
  }

  /// The widest of the digits 0 to 9, in pixels: the cell each digit takes in tabular figures.
  private(set) lazy var digitCell: Int = (0...9).map { self.size(of: String($0)).width }.max() ?? 0

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
