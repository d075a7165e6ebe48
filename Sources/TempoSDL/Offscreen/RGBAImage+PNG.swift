import CSDL2
import TempoRender

extension RGBAImage {
  /// Writes the image as a PNG file at `path` (SDL_image's `IMG_SavePNG`).
  ///
  /// Throws a ``TempoSDLError`` naming the path when the file cannot be written.
  @MainActor
  public func writePNG(to path: String) throws {
    try SDLSystem.startFonts()
    var pixels = bytes
    try pixels.withUnsafeMutableBytes { buffer in
      guard
        let surface = SDL_CreateRGBSurfaceWithFormatFrom(
          buffer.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
          tempo_sdl_pixelformat_rgba32())
      else {
        throw TempoSDLError.sdl(
          .imageFileFailed, "could not write the PNG \(path)",
          function: "SDL_CreateRGBSurfaceWithFormatFrom")
      }
      defer { SDL_FreeSurface(surface) }
      guard IMG_SavePNG(surface, path) == 0 else {
        throw TempoSDLError.sdl(
          .imageFileFailed, "could not write the PNG \(path)", function: "IMG_SavePNG")
      }
    }
  }

  /// Reads the PNG file at `path` (SDL_image's `IMG_Load`) as 8-bit RGBA.
  ///
  /// Any PNG colour type is accepted (grey, palette, RGB, RGBA); pixels without alpha read as
  /// opaque (alpha 255). Throws a ``TempoSDLError`` naming the path when the file is missing or
  /// is not an image.
  @MainActor
  public init(pngFile path: String) throws {
    try SDLSystem.startFonts()
    guard let loaded = IMG_Load(path) else {
      throw TempoSDLError.sdl(
        .imageFileFailed, "could not read the PNG \(path)", function: "IMG_Load")
    }
    defer { SDL_FreeSurface(loaded) }
    guard let image = RGBAImage(surface: loaded) else {
      throw TempoSDLError.sdl(
        .imageFileFailed, "could not read the PNG \(path)", function: "SDL_ConvertSurfaceFormat")
    }
    self = image
  }
}
