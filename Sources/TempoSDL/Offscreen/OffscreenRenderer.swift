import CSDL2
import Foundation
import TempoRender
import TempoScene

/// Renders display lists without a display, into RGBA frames and PNG files.
///
/// It draws with the same ``GLCanvas`` as a window, on a hidden window with SDL's OpenGL renderer
/// (Mesa's llvmpipe without a GPU; ``rendererName`` says which renderer runs, "software" only as
/// the last resort). With `headless` (the default) SDL's `offscreen` video driver is used, so no
/// X server is needed. The same input gives byte-identical frames from run to run.
@MainActor
public final class OffscreenRenderer {
  /// The frame size, in points.
  public let size: CGSize
  /// Device pixels per point.
  public let scale: Double
  /// The frame width, in device pixels (size × scale, rounded).
  public let pixelWidth: Int
  /// The frame height, in device pixels (size × scale, rounded).
  public let pixelHeight: Int
  /// The canvas frames are drawn with.
  public let canvas: GLCanvas
  private let window: SDLWindowHandle

  /// Creates a renderer for frames of `size` points at `scale` device pixels per point.
  ///
  /// Text uses `face`, or the font at `fontPath`, or fontconfig's sans-serif. Throws a
  /// ``TempoSDLError`` naming what failed (video driver, window, renderer or font).
  public init(
    size: CGSize, scale: Double = 1, face: FontFace? = nil, fontPath: String? = nil,
    headless: Bool = true
  ) throws {
    (pixelWidth, pixelHeight) = try Self.pixelSize(size, scale: scale, of: "an offscreen renderer")
    try SDLSystem.start(headless: headless)
    let face = try face ?? FontFace.sansSerif(overridePath: fontPath)
    self.size = size
    self.scale = scale
    window = try SDLWindowHandle(
      title: "Tempo offscreen", width: pixelWidth, height: pixelHeight,
      flags: SDL_WINDOW_HIDDEN.rawValue | SDL_WINDOW_OPENGL.rawValue)
    canvas = GLCanvas(renderer: try Renderer.make(for: window, vsync: false), face: face)
  }

  /// The pixel size of frames of `size` points at `scale` (rounded), for `what` ("an offscreen
  /// renderer"); throws an ``TempoSDLError/Kind/invalidSize`` error when the scale is not in
  /// (0, 16] or a side is not in 1…16384 pixels.
  package static func pixelSize(_ size: CGSize, scale: Double, of what: String) throws -> (Int, Int)
  {
    guard scale.isFinite, scale > 0, scale <= 16 else {
      throw TempoSDLError(
        .invalidSize, "could not create \(what): scale \(scale) is not in (0, 16]")
    }
    let (width, height) = (Double(size.width) * scale, Double(size.height) * scale)
    guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 16384, height <= 16384
    else {
      throw TempoSDLError(
        .invalidSize,
        "could not create \(what) of \(size.width) × \(size.height) pt at \(scale)×: "
          + "the pixel size is out of range")
    }
    return (Int(width.rounded()), Int(height.rounded()))
  }

  /// SDL's name for the renderer in use ("opengl" normally; "software" as the last resort).
  public var rendererName: String { canvas.renderer.name }

  /// Draws `list` and reads the frame back as RGBA bytes.
  public func render(_ list: DisplayList) throws -> RGBAImage {
    try canvas.draw(list, scale: scale)
    var bytes = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
    let status = bytes.withUnsafeMutableBytes { buffer in
      SDL_RenderReadPixels(
        canvas.renderer.pointer, nil, tempo_sdl_pixelformat_rgba32(), buffer.baseAddress,
        Int32(pixelWidth * 4))
    }
    guard status == 0 else {
      throw TempoSDLError.sdl(
        .readbackFailed, "could not read the frame back", function: "SDL_RenderReadPixels")
    }
    SDL_RenderPresent(canvas.renderer.pointer)
    guard let image = RGBAImage(width: pixelWidth, height: pixelHeight, bytes: bytes) else {
      throw TempoSDLError(
        .readbackFailed, "could not read the frame back", reason: "the pixel count is wrong")
    }
    return image
  }

  /// Draws `list` and presents it without reading it back: what a frame costs in a window.
  ///
  /// Throws a ``TempoSDLError`` if a text texture cannot be made (the rest is still drawn).
  public func present(_ list: DisplayList) throws {
    defer { SDL_RenderPresent(canvas.renderer.pointer) }
    try canvas.draw(list, scale: scale)
  }

  /// Draws `list` and writes the frame as a PNG at `path`; returns the frame.
  @discardableResult
  public func renderPNG(_ list: DisplayList, to path: String) throws -> RGBAImage {
    let image = try render(list)
    try image.writePNG(to: path)
    return image
  }
}
