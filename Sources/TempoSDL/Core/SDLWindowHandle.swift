import CSDL2

/// Internal owner of one `SDL_Window`, destroyed when the last reference goes.
@MainActor
package final class SDLWindowHandle {
  /// The `SDL_Window*`.
  package let pointer: OpaquePointer

  /// Creates a window of `width` × `height` SDL window units with SDL window `flags`.
  init(title: String, width: Int, height: Int, flags: UInt32) throws {
    guard width > 0, height > 0, width <= 16384, height <= 16384 else {
      throw TempoSDLError(
        .invalidSize, "could not create a \(width) × \(height) window: the size is out of range")
    }
    let centered = tempo_sdl_windowpos_centered()
    guard
      let window = SDL_CreateWindow(
        title, centered, centered, Int32(width), Int32(height), flags)
    else {
      throw TempoSDLError.sdl(
        .windowUnavailable, "could not create the window", function: "SDL_CreateWindow")
    }
    pointer = window
    SDLSystem.liveWindowCount += 1
  }

  isolated deinit {
    SDL_DestroyWindow(pointer)
    SDLSystem.liveWindowCount -= 1
  }

  /// The window's size in SDL window units (points).
  var size: (width: Int, height: Int) {
    var (width, height): (Int32, Int32) = (0, 0)
    SDL_GetWindowSize(pointer, &width, &height)
    return (Int(width), Int(height))
  }
}
