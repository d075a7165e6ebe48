import CSDL2
import Foundation
import Tempo
import TempoRender
import TempoScene

/// An ``ImageSource`` rasterised for drawing (package): a bitmap file at its own size (the
/// backend scales it), an SVG file or an icon glyph at the device-pixel size it is drawn at.
///
/// Files are decoded by SDL_image (PNG, JPEG; SVG through its built-in rasteriser); icon glyphs
/// are rendered white by SDL_ttf from the icon font (its em square is its whole 512-unit
/// ascent, no descent, so the glyph image at `n` pixels a em is the n × n icon).
@MainActor
package enum ImageRaster {
  /// What to rasterise: the source and, for vector sources, the pixel size (0 × 0 for bitmaps,
  /// which are decoded once at their own size).
  package struct Key: Hashable {
    /// The image.
    package let source: ImageSource
    /// The width to rasterise at, in device pixels (0: the file's own).
    package let width: Int
    /// The height to rasterise at, in device pixels (0: the file's own).
    package let height: Int
    /// Whether only the image's alpha is kept (its colours made white), for drawing it as a
    /// mask by multiplying with a tint.
    package let isMask: Bool

    /// The key for drawing `source` over `width` × `height` device pixels (rounded up, at
    /// least 1, at most 4096), as a mask when `isMask` is true.
    package init(_ source: ImageSource, width: Double, height: Double, isMask: Bool = false) {
      self.source = source
      self.isMask = isMask
      func pixels(_ value: Double) -> Int {
        value.isFinite ? Int(min(max(value.rounded(.up), 1), 4096)) : 1
      }
      if case .file(let path) = source, !ImageRaster.isSVG(path) {
        (self.width, self.height) = (0, 0)
      } else {
        (self.width, self.height) = (pixels(width), pixels(height))
      }
    }
  }

  /// The sources that could not be rasterised, each warned about once.
  private static var failed: Set<ImageSource> = []
  /// Why the last source failed, when SDL's error does not say.
  private static var reason: String?

  /// The image for `key` as straight RGBA, or `nil` (warned once on stderr) when the file
  /// cannot be read or the icon font is missing.
  package static func image(for key: Key) -> RGBAImage? {
    guard !failed.contains(key.source) else { return nil }
    let image: RGBAImage?
    reason = nil
    switch key.source {
    case .file(let path): image = file(path, width: key.width, height: key.height)
    case .iconGlyph(let codePoint): image = glyph(codePoint, size: key.height)
    }
    if key.isMask, let colored = image {
      return colored.mask
    }
    if image == nil {
      failed.insert(key.source)
      let why = reason ?? String(cString: SDL_GetError())
      FileHandle.standardError.write(
        Data("tempo: could not draw image \(key.source): \(why)\n".utf8))
    }
    return image
  }

  /// Whether the file at `path` is an SVG (by its extension).
  nonisolated static func isSVG(_ path: String) -> Bool {
    path.lowercased().hasSuffix(".svg")
  }

  /// The file at `path`: an SVG at `width` × `height` pixels, any other image at its own size.
  private static func file(_ path: String, width: Int, height: Int) -> RGBAImage? {
    guard (try? SDLSystem.startFonts()) != nil else { return nil }
    let surface: UnsafeMutablePointer<SDL_Surface>?
    if isSVG(path) {
      guard let stream = SDL_RWFromFile(path, "rb") else { return nil }
      surface = IMG_LoadSizedSVG_RW(stream, Int32(width), Int32(height))
      SDL_RWclose(stream)
    } else {
      surface = IMG_Load(path)
    }
    guard let surface else { return nil }
    defer { SDL_FreeSurface(surface) }
    return RGBAImage(surface: surface)
  }

  /// The icon font's glyph `codePoint`, white on transparent, `size` × `size` pixels.
  private static func glyph(_ codePoint: UInt32, size: Int) -> RGBAImage? {
    guard (try? SDLSystem.startFonts()) != nil,
      let font = TTF_OpenFont(ImageSource.iconFontPath, Int32(size))
    else { return nil }
    defer { TTF_CloseFont(font) }
    guard TTF_GlyphIsProvided32(font, codePoint) != 0 else {
      reason = "the icon font has no glyph U+\(String(codePoint, radix: 16, uppercase: true))"
      return nil
    }
    let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
    guard let rendered = TTF_RenderGlyph32_Blended(font, codePoint, white) else { return nil }
    defer { SDL_FreeSurface(rendered) }
    guard let image = RGBAImage(surface: rendered) else { return nil }
    return image.centered(in: size)
  }
}

extension RGBAImage {
  /// This image's alpha alone: every pixel white at its own alpha.
  fileprivate var mask: RGBAImage? {
    var bytes = self.bytes
    for index in stride(from: 0, to: bytes.count, by: 4) {
      (bytes[index], bytes[index + 1], bytes[index + 2]) = (255, 255, 255)
    }
    return RGBAImage(width: width, height: height, bytes: bytes)
  }

  /// This image copied into a transparent `side` × `side` square, centred (cut where larger).
  fileprivate func centered(in side: Int) -> RGBAImage? {
    if width == side && height == side { return self }
    var bytes = [UInt8](repeating: 0, count: side * side * 4)
    let (dx, dy) = ((side - width) / 2, (side - height) / 2)
    for row in 0..<height where (0..<side).contains(row + dy) {
      for column in 0..<width where (0..<side).contains(column + dx) {
        let from = (row * width + column) * 4
        let to = ((row + dy) * side + column + dx) * 4
        for channel in 0..<4 { bytes[to + channel] = self.bytes[from + channel] }
      }
    }
    return RGBAImage(width: side, height: side, bytes: bytes)
  }
}
