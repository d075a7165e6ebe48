import CSDL2

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
          "could not write the PNG \(path)", function: "SDL_CreateRGBSurfaceWithFormatFrom")
      }
      defer { SDL_FreeSurface(surface) }
      guard IMG_SavePNG(surface, path) == 0 else {
        throw TempoSDLError.sdl("could not write the PNG \(path)", function: "IMG_SavePNG")
      }
    }
  }
}
