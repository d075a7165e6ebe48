import CSDL2

/// An owning wrapper for an `SDL_Renderer` drawing into one window.
///
/// `make(for:vsync:)` prefers SDL's OpenGL renderer (Mesa's llvmpipe when there is no GPU),
/// then any accelerated one, and SDL's software renderer only as the last resort: it rounds
/// geometry to whole pixels. ``name`` says which one runs.
@MainActor
public final class Renderer {
  /// The `SDL_Renderer*`.
  package let pointer: OpaquePointer
  /// The window it draws into, kept alive while the renderer lives.
  package let window: SDLWindowHandle
  /// SDL's name for the renderer in use ("opengl", "opengles2", "software", …).
  public let name: String

  /// Wraps a renderer SDL created for `window`.
  package init(pointer: OpaquePointer, window: SDLWindowHandle) {
    self.pointer = pointer
    self.window = window
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(pointer, &info)
    name = info.name.map { String(cString: $0) } ?? "unknown"
    SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_BLEND)
  }

  isolated deinit {
    SDL_DestroyRenderer(pointer)
  }

  /// Whether this is SDL's software renderer (whole-pixel geometry).
  public var isSoftware: Bool { name == "software" }

  /// The size of the drawing surface, in device pixels.
  public var outputSize: (width: Int, height: Int) {
    var (width, height): (Int32, Int32) = (0, 0)
    SDL_GetRendererOutputSize(pointer, &width, &height)
    return (Int(width), Int(height))
  }

  /// Creates the best renderer available for `window`, synchronised to vsync when asked.
  static func make(for window: SDLWindowHandle, vsync: Bool) throws -> Renderer {
    let accelerated =
      SDL_RENDERER_ACCELERATED.rawValue | (vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0)
    var candidates: [(index: Int32, flags: UInt32)] = []
    if let opengl = driverIndex(named: "opengl") { candidates.append((opengl, accelerated)) }
    candidates.append((-1, accelerated))
    candidates.append((-1, SDL_RENDERER_SOFTWARE.rawValue))
    for candidate in candidates {
      if let pointer = SDL_CreateRenderer(window.pointer, candidate.index, candidate.flags) {
        return Renderer(pointer: pointer, window: window)
      }
    }
    throw TempoSDLError.sdl(
      .noRenderer, "could not create a renderer", function: "SDL_CreateRenderer")
  }

  /// The index of the render driver called `name`, if SDL has it.
  package static func driverIndex(named name: String) -> Int32? {
    for index in 0..<max(SDL_GetNumRenderDrivers(), 0) {
      var info = SDL_RendererInfo()
      if SDL_GetRenderDriverInfo(index, &info) == 0, let driver = info.name,
        String(cString: driver) == name
      {
        return index
      }
    }
    return nil
  }
}
