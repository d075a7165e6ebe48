import CSDL2

/// Internal owner of one SDL system cursor.
@MainActor
final class SDLCursorHandle {
  /// The `SDL_Cursor*`.
  let pointer: OpaquePointer

  /// Creates the system cursor for `cursor`, or `nil` if the video driver has none.
  init?(_ cursor: Cursor) {
    let system = cursor == .pointingHand ? SDL_SYSTEM_CURSOR_HAND : SDL_SYSTEM_CURSOR_ARROW
    guard let pointer = SDL_CreateSystemCursor(system) else { return nil }
    self.pointer = pointer
  }

  isolated deinit {
    SDL_FreeCursor(pointer)
  }
}
