import CCairo
import TempoRender

/// An owning wrapper for a cairo ARGB32 image surface and a drawing context on it (internal).
///
/// Pixels are premultiplied 32-bit words in native byte order (B, G, R, A in memory on little
/// endian), `stride` bytes a row; ``rgbaBytes()`` converts them to straight 8-bit RGBA.
@MainActor
final class CairoSurface {
  /// The `cairo_surface_t*`.
  let surface: OpaquePointer
  /// The `cairo_t*` drawing on it.
  let context: OpaquePointer
  /// The width, in device pixels.
  let width: Int
  /// The height, in device pixels.
  let height: Int
  /// Bytes per row.
  let stride: Int

  /// Creates a `width` × `height` pixel surface; `nil` if cairo cannot (out of memory or size).
  init?(width: Int, height: Int) {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      if let surface { cairo_surface_destroy(surface) }
      return nil
    }
    guard let context = cairo_create(surface), cairo_status(context) == CAIRO_STATUS_SUCCESS
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    self.surface = surface
    self.context = context
    self.width = width
    self.height = height
    stride = Int(cairo_image_surface_get_stride(surface))
  }

  /// A surface showing `image` (straight 8-bit RGBA), premultiplied; `nil` if cairo cannot make
  /// one.
  convenience init?(image: RGBAImage) {
    self.init(width: image.width, height: image.height)
    let target = data
    let (width, stride) = (image.width, stride)
    image.bytes.withUnsafeBufferPointer { bytes in
      for row in 0..<image.height {
        let words = UnsafeMutableRawPointer(target + row * stride)
          .assumingMemoryBound(to: UInt32.self)
        for column in 0..<width {
          let index = (row * width + column) * 4
          let alpha = UInt32(bytes[index + 3])
          func premultiplied(_ byte: UInt8) -> UInt32 { (UInt32(byte) * alpha + 127) / 255 }
          words[column] =
            alpha << 24 | premultiplied(bytes[index]) << 16 | premultiplied(bytes[index + 1]) << 8
            | premultiplied(bytes[index + 2])
        }
      }
    }
    cairo_surface_mark_dirty(surface)
  }

  isolated deinit {
    cairo_destroy(context)
    cairo_surface_destroy(surface)
  }

  /// The first byte of the pixels (after `cairo_surface_flush`).
  var data: UnsafeMutablePointer<UInt8> {
    cairo_surface_flush(surface)
    return cairo_image_surface_get_data(surface)
  }

  /// The pixels as straight (un-premultiplied) 8-bit RGBA, row after row without padding.
  func rgbaBytes() -> [UInt8] {
    let source = data
    let (width, height, stride) = (width, height, stride)
    return [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
      for row in 0..<height {
        let words = UnsafeRawPointer(source + row * stride).assumingMemoryBound(to: UInt32.self)
        for column in 0..<width {
          let word = words[column]
          let alpha = word >> 24
          var (red, green, blue) = ((word >> 16) & 0xFF, (word >> 8) & 0xFF, word & 0xFF)
          if alpha != 255 && alpha != 0 {
            // Undo the premultiplication, rounding to nearest.
            (red, green, blue) = (
              min((red * 255 + alpha / 2) / alpha, 255),
              min((green * 255 + alpha / 2) / alpha, 255),
              min((blue * 255 + alpha / 2) / alpha, 255)
            )
          }
          let index = (row * width + column) * 4
          buffer[index] = UInt8(red)
          buffer[index + 1] = UInt8(green)
          buffer[index + 2] = UInt8(blue)
          buffer[index + 3] = UInt8(alpha)
        }
      }
      count = width * height * 4
    }
  }
}
