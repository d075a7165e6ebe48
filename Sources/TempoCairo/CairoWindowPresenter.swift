import CCairo
import CSDL2
import TempoRender
import TempoSDL
import TempoScene

/// Shows cairo-drawn frames in a window (internal): each frame is drawn by a ``CairoPainter``
/// into an image, copied into an SDL streaming texture and presented by SDL's software renderer,
/// so the window never loads an OpenGL driver.
@MainActor
final class CairoWindowPresenter: WindowPresenter {
  /// The software renderer presenting the frames.
  let renderer: Renderer
  /// Draws the display lists, redrawing only what changed.
  let frame: CairoIncrementalFrame
  private var texture: OpaquePointer?
  private var textureSize = (width: 0, height: 0)
  /// Whether the window's pixels may no longer hold the last frame.
  private var windowLost = true

  /// Presents through `renderer` (SDL's software renderer) with text in `face`.
  init(renderer: Renderer, face: FontFace) {
    self.renderer = renderer
    frame = CairoIncrementalFrame(painter: CairoPainter(face: face))
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

  /// Draws `list` at `scale` over the renderer's whole output and presents it; only what
  /// changed since the last list is redrawn and copied to the texture and the window.
  ///
  /// Throws a ``TempoSDLError`` if the image or texture cannot be made, or text cannot be
  /// rasterised (the rest is still drawn and shown).
  func present(_ list: DisplayList, scale: Double) throws {
    // Damaged boxes only are sent to the window (SDL_RenderPresent would send it whole).
    var shown: [SDL_Rect]?
    defer {
      if let shown {
        SDL_RenderFlush(renderer.pointer)
        SDL_UpdateWindowSurfaceRects(renderer.window.pointer, shown, Int32(shown.count))
      } else {
        SDL_RenderPresent(renderer.pointer)
      }
    }
    let (width, height) = renderer.outputSize
    guard width > 0, height > 0 else { return }
    let (texture, isNew) = try texture(width: width, height: height)
    var failure: (any Error)?
    var damage = DisplayListDamage.Damage.full
    do {
      damage = try frame.draw(list, scale: scale, width: width, height: height)
    } catch {
      failure = error
    }
    // No frame: its image could not be made.
    guard let target = frame.target else {
      if let failure { throw failure }
      return
    }
    if isNew || failure != nil { damage = .full }
    switch damage {
    case .none: break
    case .boxes(let boxes):
      for box in boxes {
        var rect = SDL_Rect(
          x: Int32(box.minX), y: Int32(box.minY), w: Int32(box.maxX - box.minX),
          h: Int32(box.maxY - box.minY))
        SDL_UpdateTexture(
          texture, &rect, target.data + box.minY * target.stride + box.minX * 4,
          Int32(target.stride))
      }
    case .full:
      SDL_UpdateTexture(texture, nil, target.data, Int32(target.stride))
    }
    // SDL's software renderer draws on the window's surface, which keeps its pixels from one
    // present to the next until the window changes (windowLost()).
    if case .boxes(let boxes) = damage, !windowLost {
      shown = []
      for box in boxes {
        var rect = SDL_Rect(
          x: Int32(box.minX), y: Int32(box.minY), w: Int32(box.maxX - box.minX),
          h: Int32(box.maxY - box.minY))
        SDL_RenderCopy(renderer.pointer, texture, &rect, &rect)
        shown?.append(rect)
      }
    } else if damage != .none || windowLost {
      SDL_RenderCopy(renderer.pointer, texture, nil, nil)
    }
    windowLost = false
    if let failure { throw failure }
  }

  /// Notes that the window was resized, exposed or otherwise changed: the next present copies
  /// the whole frame to it.
  func windowChanged() { windowLost = true }

  /// The texture for a `width` × `height` pixel frame, remade when the size changes, and
  /// whether it was just made (so holds nothing yet).
  private func texture(width: Int, height: Int) throws -> (OpaquePointer, isNew: Bool) {
    if let texture, textureSize == (width, height) { return (texture, false) }
    if let texture { SDL_DestroyTexture(texture) }
    texture = nil
    windowLost = true
    // cairo's ARGB32 is a native-endian 32-bit word, as SDL's ARGB8888 and RGB888 (whose top
    // byte is ignored; the frames are opaque): the window's format when it is one of them, so
    // SDL copies the texture to the window without converting it.
    let windowFormat = SDL_GetWindowPixelFormat(renderer.window.pointer)
    let format =
      windowFormat == SDL_PIXELFORMAT_RGB888.rawValue
      ? windowFormat : SDL_PIXELFORMAT_ARGB8888.rawValue
    guard
      let made = SDL_CreateTexture(
        renderer.pointer, format, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width),
        Int32(height))
    else {
      throw TempoSDLError.sdl(
        .drawFailed, "could not make the frame's texture", function: "SDL_CreateTexture")
    }
    SDL_SetTextureBlendMode(made, SDL_BLENDMODE_NONE)
    (texture, textureSize) = (made, (width, height))
    return (made, true)
  }
}
