import CSDL2
import TempoRender

extension RGBAImage {
  /// The pixels of `surface` (any format, not consumed) as straight 8-bit RGBA; `nil` when the
  /// surface is empty or cannot be converted.
  @MainActor
  init?(surface loaded: UnsafeMutablePointer<SDL_Surface>) {
    guard let surface = SDL_ConvertSurfaceFormat(loaded, tempo_sdl_pixelformat_rgba32(), 0) else {
      return nil
    }
    defer { SDL_FreeSurface(surface) }
    guard SDL_LockSurface(surface) == 0, let pixels = surface.pointee.pixels else { return nil }
    defer { SDL_UnlockSurface(surface) }
    let (width, height) = (Int(surface.pointee.w), Int(surface.pointee.h))
    let pitch = Int(surface.pointee.pitch)
    let rows = pixels.assumingMemoryBound(to: UInt8.self)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width * height * 4)
    for row in 0..<height {
      bytes.append(contentsOf: UnsafeBufferPointer(start: rows + row * pitch, count: width * 4))
    }
    self.init(width: width, height: height, bytes: bytes)
  }
}
