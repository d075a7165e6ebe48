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
    guard let surface = SDL_ConvertSurfaceFormat(loaded, tempo_sdl_pixelformat_rgba32(), 0) else {
      throw TempoSDLError.sdl(
        .imageFileFailed, "could not read the PNG \(path)", function: "SDL_ConvertSurfaceFormat")
    }
    defer { SDL_FreeSurface(surface) }
    guard SDL_LockSurface(surface) == 0, let pixels = surface.pointee.pixels else {
      throw TempoSDLError.sdl(
        .imageFileFailed, "could not read the PNG \(path)", function: "SDL_LockSurface")
    }
    defer { SDL_UnlockSurface(surface) }
    let (width, height) = (Int(surface.pointee.w), Int(surface.pointee.h))
    let pitch = Int(surface.pointee.pitch)
    let rows = pixels.assumingMemoryBound(to: UInt8.self)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width * height * 4)
    for row in 0..<height {
      bytes.append(contentsOf: UnsafeBufferPointer(start: rows + row * pitch, count: width * 4))
    }
    guard let image = RGBAImage(width: width, height: height, bytes: bytes) else {
      throw TempoSDLError(
        .imageFileFailed, "could not read the PNG \(path)", reason: "the image is empty")
    }
    self = image
  }
}
