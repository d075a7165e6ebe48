import CSDL2
import TempoRender

/// An owning wrapper for an `SDL_Texture` made from a surface, sized in device pixels.
@MainActor
package final class Texture {
  /// The `SDL_Texture*`.
  let pointer: OpaquePointer
  /// The renderer that owns the texture's memory, kept alive while the texture lives.
  let renderer: Renderer
  /// The width, in device pixels.
  package let width: Int
  /// The height, in device pixels.
  package let height: Int

  /// Uploads `surface` (an `SDL_Surface*`, not consumed) to `renderer`, with alpha blending on.
  init(surface: UnsafeMutablePointer<SDL_Surface>, renderer: Renderer) throws {
    guard let texture = SDL_CreateTextureFromSurface(renderer.pointer, surface) else {
      throw TempoSDLError.sdl(
        .drawFailed, "could not upload a texture", function: "SDL_CreateTextureFromSurface")
    }
    pointer = texture
    self.renderer = renderer
    width = Int(surface.pointee.w)
    height = Int(surface.pointee.h)
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
  }

  /// Uploads `image` (straight 8-bit RGBA) to `renderer`, with alpha blending on.
  static func upload(_ image: RGBAImage, to renderer: Renderer) throws -> Texture {
    var pixels = image.bytes
    return try pixels.withUnsafeMutableBytes { buffer in
      guard
        let surface = SDL_CreateRGBSurfaceWithFormatFrom(
          buffer.baseAddress, Int32(image.width), Int32(image.height), 32,
          Int32(image.width * 4), tempo_sdl_pixelformat_rgba32())
      else {
        throw TempoSDLError.sdl(
          .drawFailed, "could not upload a texture", function: "SDL_CreateRGBSurfaceWithFormatFrom")
      }
      defer { SDL_FreeSurface(surface) }
      return try Texture(surface: surface, renderer: renderer)
    }
  }

  isolated deinit {
    SDL_DestroyTexture(pointer)
  }

  /// Sets the opacity the texture is drawn with, 0…1.
  func setOpacity(_ opacity: Double) {
    SDL_SetTextureAlphaMod(pointer, ColorBytes.byte(opacity))
  }
}
