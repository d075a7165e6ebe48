import CCairo
import CSDL2

/// Shows cairo-drawn frames in a window (internal): each frame is drawn by a ``CairoPainter``
/// into an image, copied into an SDL streaming texture and presented by SDL's software renderer,
/// so the window never loads an OpenGL driver.
@MainActor
final class CairoWindowPresenter {
  /// The software renderer presenting the frames.
  let renderer: Renderer
  /// Draws the display lists.
  let painter: CairoPainter
  private var target: CairoSurface?
  private var texture: OpaquePointer?

  /// Presents through `renderer` (SDL's software renderer) with text in `face`.
  init(renderer: Renderer, face: FontFace) {
    self.renderer = renderer
    painter = CairoPainter(face: face)
  }

  isolated deinit {
    if let texture { SDL_DestroyTexture(texture) }
  }

  /// Creates SDL's software renderer for `window`, with no OpenGL behind its window surface
  /// unless `openGLFramebuffer` (Wayland, where SDL 2 has no other way to show it).
  static func softwareRenderer(for window: SDLWindowHandle, vsync: Bool, openGLFramebuffer: Bool)
    throws -> Renderer
  {
    // SDL would otherwise back the software renderer's window surface with an OpenGL texture.
    if !openGLFramebuffer { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
    let flags = SDL_RENDERER_SOFTWARE.rawValue | (vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0)
    let index = Renderer.driverIndex(named: "software") ?? -1
    guard
      let pointer = SDL_CreateRenderer(window.pointer, index, flags)
        ?? SDL_CreateRenderer(window.pointer, index, SDL_RENDERER_SOFTWARE.rawValue)
    else {
      throw TempoSDLError.sdl(
        .noRenderer, "could not create SDL's software renderer", function: "SDL_CreateRenderer")
    }
    return Renderer(pointer: pointer, window: window)
  }

  /// Draws `list` at `scale` over the renderer's whole output and presents it.
  ///
  /// Throws a ``TempoSDLError`` if the image or texture cannot be made, or text cannot be
  /// rasterised (the rest is still drawn and shown).
  func present(_ list: DisplayList, scale: Double) throws {
    defer { SDL_RenderPresent(renderer.pointer) }
    let (width, height) = renderer.outputSize
    guard width > 0, height > 0 else { return }
    let (target, texture) = try buffers(width: width, height: height)
    var failure: (any Error)?
    do {
      try painter.draw(list, scale: scale, on: target)
    } catch {
      failure = error
    }
    SDL_UpdateTexture(texture, nil, target.data, Int32(target.stride))
    SDL_RenderCopy(renderer.pointer, texture, nil, nil)
    if let failure { throw failure }
  }

  /// The image and texture for a `width` × `height` pixel frame, remade when the size changes.
  private func buffers(width: Int, height: Int) throws -> (CairoSurface, OpaquePointer) {
    if let target, let texture, target.width == width, target.height == height {
      return (target, texture)
    }
    if let texture { SDL_DestroyTexture(texture) }
    (target, texture) = (nil, nil)
    guard let surface = CairoSurface(width: width, height: height) else {
      throw TempoSDLError(
        .drawFailed, "could not draw the frame",
        reason: "cairo could not make a \(width) × \(height) px image surface")
    }
    // cairo's ARGB32 is a native-endian 32-bit word, as SDL's ARGB8888.
    guard
      let made = SDL_CreateTexture(
        renderer.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue,
        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height))
    else {
      throw TempoSDLError.sdl(
        .drawFailed, "could not make the frame's texture", function: "SDL_CreateTexture")
    }
    SDL_SetTextureBlendMode(made, SDL_BLENDMODE_NONE)
    (target, texture) = (surface, made)
    return (surface, made)
  }
}
