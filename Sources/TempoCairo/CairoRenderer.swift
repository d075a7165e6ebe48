import CCairo
import Foundation
import TempoRender
import TempoSDL
import TempoScene

/// Renders display lists with cairo into RGBA frames and PNG files: the second backend beside
/// the SDL/OpenGL `OffscreenRenderer`.
///
/// No SDL window or GL driver is involved (SDL_ttf alone rasterises text), so it loads no
/// LLVM. Shapes get cairo's exact-area anti-aliasing; text is the same SDL_ttf glyph image the
/// `GLCanvas` draws. The same input gives byte-identical frames from run to run.
@MainActor
public final class CairoRenderer {
  /// The frame size, in points.
  public let size: CGSize
  /// Device pixels per point.
  public let scale: Double
  /// The frame width, in device pixels (size × scale, rounded).
  public let pixelWidth: Int
  /// The frame height, in device pixels (size × scale, rounded).
  public let pixelHeight: Int
  /// The font all text is drawn with.
  public var face: FontFace { painter.face }
  let painter: CairoPainter
  private let target: CairoSurface

  /// Creates a renderer for frames of `size` points at `scale` device pixels per point.
  ///
  /// Text uses `face`, or the font at `fontPath`, or fontconfig's sans-serif. Throws a
  /// `TempoSDLError` naming what failed (size, surface or font).
  public init(size: CGSize, scale: Double = 1, face: FontFace? = nil, fontPath: String? = nil)
    throws
  {
    (pixelWidth, pixelHeight) = try OffscreenRenderer.pixelSize(
      size, scale: scale, of: "a cairo renderer")
    try SDLSystem.startFonts()
    let face = try face ?? FontFace.sansSerif(overridePath: fontPath)
    self.size = size
    self.scale = scale
    guard let target = CairoSurface(width: pixelWidth, height: pixelHeight) else {
      throw TempoSDLError(
        .invalidSize, "could not create a cairo renderer",
        reason: "cairo could not make a \(pixelWidth) × \(pixelHeight) px image surface")
    }
    self.target = target
    painter = CairoPainter(face: face)
  }

  /// Whether solid fills go through cairo's own rasteriser instead of Tempo's (``CairoPainter``),
  /// for comparing the two; off by default.
  package var fillsWithCairo: Bool {
    get { painter.fillsWithCairo }
    set { painter.fillsWithCairo = newValue }
  }

  /// Draws `list` and returns the frame as RGBA bytes.
  public func render(_ list: DisplayList) throws -> RGBAImage {
    try painter.draw(list, scale: scale, on: target)
    guard
      let image = RGBAImage(width: pixelWidth, height: pixelHeight, bytes: target.rgbaBytes())
    else {
      throw TempoSDLError(
        .readbackFailed, "could not read the frame back", reason: "the pixel count is wrong")
    }
    return image
  }

  /// Draws `list` without converting it to RGBA: what a frame costs before it is shown.
  ///
  /// Throws a `TempoSDLError` if text cannot be rasterised (the rest is still drawn).
  public func present(_ list: DisplayList) throws {
    try painter.draw(list, scale: scale, on: target)
    cairo_surface_flush(target.surface)
  }

  /// Draws `list` and writes the frame as a PNG at `path`; returns the frame.
  @discardableResult
  public func renderPNG(_ list: DisplayList, to path: String) throws -> RGBAImage {
    let image = try render(list)
    try image.writePNG(to: path)
    return image
  }
}
