import CSDL2
import TempoScene

/// Internal owner of one SDL system cursor.
@MainActor
final class SDLCursorHandle {
  /// The `SDL_Cursor*`.
  let pointer: OpaquePointer

  /// Creates the system cursor for `cursor`, or `nil` if the video driver has none.
  init?(_ cursor: Cursor) {
    let system =
      switch cursor {
      case .arrow: SDL_SYSTEM_CURSOR_ARROW
      case .pointingHand: SDL_SYSTEM_CURSOR_HAND
      case .iBeam: SDL_SYSTEM_CURSOR_IBEAM
      }
    guard let pointer = SDL_CreateSystemCursor(system) else { return nil }
    self.pointer = pointer
  }

  isolated deinit {
    SDL_FreeCursor(pointer)
  }
}
