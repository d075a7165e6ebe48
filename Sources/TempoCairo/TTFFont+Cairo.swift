import CCairo
import CSDL2
import TempoSDL

extension TTFFont {
  /// Renders one line of `text` in an opaque `color` with SDL_ttf's anti-aliasing (the glyphs the
  /// ``GLCanvas`` draws) into a new cairo image surface, premultiplied as cairo wants.
  func cairoImage(for text: String, color: SDL_Color) throws -> CairoSurface {
    guard let rendered = TTF_RenderUTF8_Blended(pointer, text, color) else {
      throw TempoSDLError.sdl(
        .drawFailed, "could not render the text \"\(text)\"", function: "TTF_RenderUTF8_Blended")
    }
    defer { SDL_FreeSurface(rendered) }
    guard let argb = SDL_ConvertSurfaceFormat(rendered, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
    else {
      throw TempoSDLError.sdl(
        .drawFailed, "could not render the text \"\(text)\"", function: "SDL_ConvertSurfaceFormat")
    }
    defer { SDL_FreeSurface(argb) }
    let (width, height) = (Int(argb.pointee.w), Int(argb.pointee.h))
    guard let image = CairoSurface(width: max(width, 1), height: max(height, 1)),
      SDL_LockSurface(argb) == 0, let pixels = argb.pointee.pixels
    else {
      throw TempoSDLError(
        .drawFailed, "could not render the text \"\(text)\"",
        reason: "no cairo image surface of \(width) × \(height) px")
    }
    defer { SDL_UnlockSurface(argb) }
    let (pitch, destination, stride) = (Int(argb.pointee.pitch), image.data, image.stride)
    for row in 0..<height {
      let from = UnsafeRawPointer(pixels + row * pitch).assumingMemoryBound(to: UInt32.self)
      let to = UnsafeMutableRawPointer(destination + row * stride)
        .assumingMemoryBound(to: UInt32.self)
      for column in 0..<width {
        let word = from[column]
        let alpha = word >> 24
        func premultiplied(_ shift: UInt32) -> UInt32 {
          ((((word >> shift) & 0xFF) * alpha + 127) / 255) << shift
        }
        to[column] = alpha << 24 | premultiplied(16) | premultiplied(8) | premultiplied(0)
      }
    }
    cairo_surface_mark_dirty(image.surface)
    return image
  }
}
